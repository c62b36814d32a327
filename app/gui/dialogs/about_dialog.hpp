#pragma once
/// The About box: what IPC Lab is, and the versions it was built with (app, Qt at build and
/// run time, Boost, ZeroMQ, compiler, build type). GUI thread only.
#include <QString>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace ipclab::app {

/// The version lines of the About box as rich text (also for tests).
QString aboutText();
/// Shows the About box (modal).
void showAboutDialog(QWidget* parent);

}  // namespace ipclab::app
