// ipclab: the IPC Lab window.
#include <QApplication>
#include <QCommandLineParser>
#include <QPushButton>
#include <QSettings>
#include <QTimer>
#include <clocale>
#include <cstdio>
#include <cstring>
#include <memory>

#include "gui/app_settings.hpp"
#include "gui/language.hpp"
#include "gui/main_window.hpp"
#include "gui/screenshot_tour.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "ipclab/system_info.hpp"

namespace {

// The hidden modes for documentation and checks, each running the remembered experiment or a
// tour and quitting.
struct AutomaticModes {
    // Run once, save a picture of the window when it ends, quit (visual checks).
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QStringLiteral("Run once, save the window to FILE, quit."),
                                  QStringLiteral("FILE")};
    // The README's pictures: short real runs, every chart kind, presentation mode, a preset.
    QCommandLineOption screenshots{
        QStringLiteral("screenshots"),
        QStringLiteral("Run short experiments, save the README pictures into DIR, quit."),
        QStringLiteral("DIR")};
    // For the responsiveness check (GUI open vs ipclab-cli): run the remembered experiment
    // with the window up, live chart and all, write the run as JSON to FILE, quit.
    QCommandLineOption runAndSave{
        QStringLiteral("run-and-save"),
        QStringLiteral("Run the remembered experiment, save it as JSON to FILE, quit."),
        QStringLiteral("FILE")};

    void addTo(QCommandLineParser& parser) {
        for (QCommandLineOption* option : {&screenshot, &screenshots, &runAndSave}) {
            option->setFlags(QCommandLineOption::HiddenFromHelp);
            parser.addOption(*option);
        }
    }
};

void startScreenshotTour(ipclab::app::MainWindow& window, const QString& folder) {
    auto* tour = new ipclab::app::ScreenshotTour(window, folder, &window);
    QObject::connect(tour, &ipclab::app::ScreenshotTour::finished, &window,
                     [](bool ok, const QString& message) {
                         std::fprintf(ok ? stdout : stderr, "ipclab --screenshots: %s\n",
                                      message.toLocal8Bit().constData());
                         QApplication::exit(ok ? 0 : 1);
                     });
    tour->start();
}

void runAndSaveJson(ipclab::app::MainWindow& window, const QString& path) {
    QObject::connect(&window, &ipclab::app::MainWindow::runFinished, &window, [&window, path] {
        QString error;
        const bool saved = window.exportJson(path, &error);
        if (!saved) {
            std::fprintf(stderr, "ipclab: %s\n", error.toLocal8Bit().constData());
        }
        QApplication::exit(saved && window.result().allOk() ? 0 : 1);
    });
    QTimer::singleShot(0, window.runButton(), &QPushButton::click);
}

void runAndScreenshot(ipclab::app::MainWindow& window, const QString& path) {
    QObject::connect(&window, &ipclab::app::MainWindow::runFinished, &window, [&window, path] {
        // Let the last coalesced redraw land before taking the picture.
        QTimer::singleShot(500, &window, [&window, path] {
            const bool saved = window.grab().save(path, "PNG");
            QApplication::exit(saved ? 0 : 1);
        });
    });
    QTimer::singleShot(0, window.runButton(), &QPushButton::click);
}

}  // namespace

int main(int argc, char** argv) {
    // Answered before QApplication exists: asking for the version must work without a display.
    if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("ipclab %s\n", ipclab::appVersion());
        return 0;
    }
    QApplication application(argc, argv);
    QApplication::setApplicationVersion(QString::fromLatin1(ipclab::appVersion()));
    // QApplication took LC_NUMERIC from the environment; C and core format numbers with
    // printf, which must keep writing "4.5" (QLocale, not the C library, localises the UI).
    std::setlocale(LC_NUMERIC, "C");
    QApplication::setApplicationName(QStringLiteral("IPC Lab"));
    QApplication::setOrganizationName(QStringLiteral("IPC Lab"));
    {
        const std::unique_ptr<QSettings> settings(ipclab::app::newAppSettings());
        ipclab::app::installLanguage(
            ipclab::app::effectiveLanguage(ipclab::app::savedLanguage(*settings)));
    }

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    AutomaticModes modes;
    modes.addTo(parser);
    parser.process(application);

    ipclab::app::MainWindow window;
    window.show();
    // The automatic modes run the remembered experiment: say why when it cannot run.
    if ((parser.isSet(modes.runAndSave) || parser.isSet(modes.screenshot)) &&
        !window.panel()->isValid()) {
        std::fprintf(stderr, "ipclab: the remembered experiment cannot run:\n%s\n",
                     window.panel()->problems().toLocal8Bit().constData());
        return 2;
    }
    if (parser.isSet(modes.screenshots)) {
        startScreenshotTour(window, parser.value(modes.screenshots));
    } else if (parser.isSet(modes.runAndSave)) {
        runAndSaveJson(window, parser.value(modes.runAndSave));
    } else if (parser.isSet(modes.screenshot)) {
        runAndScreenshot(window, parser.value(modes.screenshot));
    }
    return QApplication::exec();
}
