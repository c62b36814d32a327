#pragma once
/// The window's start-up housekeeping: core's LabService::startUp(), as ipclab-cli does it
/// before measuring, so that a run killed earlier (kill -9, the OOM killer, a crash) leaves
/// nothing behind once the window has opened. GUI thread.
#include <QString>

namespace ipclab::app {

/// Runs the housekeeping and returns the status-bar line for a window that just opened: the
/// first steps, preceded by what was removed when something was.
QString startUpHousekeeping();

}  // namespace ipclab::app
