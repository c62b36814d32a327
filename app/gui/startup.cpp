#include "gui/startup.hpp"

#include <QCoreApplication>

#include "ipclab/lab_service.hpp"

namespace ipclab::app {

QString startUpHousekeeping() {
    const StartupReport report = LabService::startUp();
    // In MainWindow's context: the line is the window's, and its translation predates this file.
    const QString firstSteps = QCoreApplication::translate(
        "ipclab::app::MainWindow",
        "Presets \u2192 Quick tour, then Run (Ctrl+R) and Export PNG (Ctrl+E).");
    if (report.reclaimed.removed == 0) {
        return firstSteps;
    }
    const QString reclaimed = QCoreApplication::translate(
        "ipclab::app::MainWindow", "Removed %n object(s) left by a run that was killed.", nullptr,
        static_cast<int>(report.reclaimed.removed));
    return reclaimed + QLatin1Char(' ') + firstSteps;
}

}  // namespace ipclab::app
