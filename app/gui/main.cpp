// ipclab: the IPC Lab window.
#include <QApplication>
#include <QCommandLineParser>
#include <QPushButton>
#include <QTimer>

#include "gui/main_window.hpp"

int main(int argc, char** argv) {
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("IPC Lab"));
    QApplication::setOrganizationName(QStringLiteral("IPC Lab"));

    QCommandLineParser parser;
    parser.addHelpOption();
    // For documentation and visual checks: run the default experiment, save a picture of the
    // window when it ends, and quit.
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QStringLiteral("Run once, save the window to FILE, quit."),
                                  QStringLiteral("FILE"));
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(screenshot);
    parser.process(application);

    ipclab::app::MainWindow window;
    window.show();

    if (parser.isSet(screenshot)) {
        const QString path = parser.value(screenshot);
        QObject::connect(&window, &ipclab::app::MainWindow::runFinished, &window, [&window, path] {
            // Let the last coalesced redraw land before taking the picture.
            QTimer::singleShot(500, &window, [&window, path] {
                const bool saved = window.grab().save(path, "PNG");
                QApplication::exit(saved ? 0 : 1);
            });
        });
        QTimer::singleShot(0, window.runButton(), &QPushButton::click);
    }
    return QApplication::exec();
}
