#pragma once
/// What closing the window may lose, and the question asked before it does: a run in progress
/// (stop it and keep its points, or keep running), or runs whose results are nowhere on disk
/// (the history could not write them): save, discard or keep the window. The question is a
/// replaceable function, so tests answer it without a modal dialog. GUI thread only.
#include <QtGlobal>
#include <functional>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace ipclab::app {

enum class CloseChoice {
    StopAndKeep,  ///< Running: stop, keep the points measured (in the history), then close.
    Save,         ///< Unsaved results: save them to a file first.
    Discard,      ///< Unsaved results: close without them.
    Cancel,       ///< Keep the window open (and the run going).
};

struct CloseQuestion {
    bool running = false;
    int unsavedRuns = 0;  ///< Runs with points neither autosaved nor saved by the user.
};

using CloseAsker = std::function<CloseChoice(const CloseQuestion&)>;

/// The default asker: a message box over `parent`. Running: "Stop and keep points" / "Cancel";
/// unsaved: "Save…" / "Discard" / "Cancel". Esc is Cancel.
CloseChoice askBeforeClosing(QWidget* parent, const CloseQuestion& question);

}  // namespace ipclab::app
