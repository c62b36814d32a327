#pragma once
/// Choice boxes whose current text may be cut: in German at 1024 px the form's boxes showed
/// "Automatisch: blockierend auf einem Kern, aktiv w…". GUI thread only.
#include <QtGlobal>

QT_BEGIN_NAMESPACE
class QComboBox;
class QWidget;
QT_END_NAMESPACE

namespace ipclab::app {

/// The box's tooltip starts with its whole current text (in bold), then the tooltip it had;
/// kept so whenever the current text changes.
void keepCurrentTextInToolTip(QComboBox& box);
/// keepCurrentTextInToolTip for every choice box under `root`, once each.
void keepCurrentTextsInToolTips(QWidget& root);

}  // namespace ipclab::app
