#include "gui/screenshot_tour.hpp"

#include <QDir>
#include <QPushButton>
#include <QTimer>

#include "charts/result_chart_view.hpp"
#include "gui/main_window.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/preset_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "ipclab/preset.hpp"

namespace ipclab::app {
namespace {

// Short but real: enough samples for a readable distribution, seconds per run. Six rounds,
// the fewest that give a 95% interval: with fewer, the pictures carry "too few rounds" notes.
constexpr int kRounds = 6;

Experiment latencyExperiment() {
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex", "shm.ring", "pipe", "uds", "tcp"};
    experiment.sizesBytes = parseSizeList("64..64K").value();
    experiment.iterations = 2000;
    experiment.warmup = 200;
    experiment.repetitions = kRounds;
    return experiment;
}

Experiment streamExperiment() {
    Experiment experiment;
    experiment.mechanisms = {"shm.ring", "pipe", "uds", "tcp"};
    experiment.pattern = Pattern::Stream;
    experiment.sizesBytes = parseSizeList("4K..1M").value();
    // 64 MiB per repetition whatever the chunk: small chunks get enough time to settle.
    experiment.streamTotalBytes = 64u << 20;
    experiment.warmup = 50;
    experiment.repetitions = kRounds;
    return experiment;
}

// Let the last coalesced redraw (50 ms) and any layout land before taking a picture.
constexpr int kSettleMs = 400;

}  // namespace

ScreenshotTour::ScreenshotTour(MainWindow& window, QString directory, QObject* parent)
    : QObject(parent), m_window(window), m_directory(std::move(directory)) {
    m_steps = {[this] { shootLatency(); }, [this] { shootOtherKinds(); },
               [this] { shootThroughput(); }, [this] { shootPresentation(); },
               [this] { shootPreset(); }};
}

// The main window and the latency chart, a row selected (the distribution shows it).
void ScreenshotTour::shootLatency() {
    m_window.resize(1440, 900);
    m_window.presets()->choose(QStringLiteral(""));
    m_window.panel()->setExperiment(latencyExperiment());
    runThen([this] {
        m_window.results()->setKind(ChartKind::Latency);
        // A row selected: the distribution shows it, the table highlights it.
        m_window.results()->selectPoint(QStringLiteral("pipe"), 64);
        QTimer::singleShot(kSettleMs, this, [this] {
            if (saveWindow(QStringLiteral("main.png")) &&
                saveChart(QStringLiteral("latency.png"))) {
                next();
            }
        });
    });
}

// The bars and the distribution of the same run.
void ScreenshotTour::shootOtherKinds() {
    m_window.results()->setKind(ChartKind::Bars);
    QTimer::singleShot(kSettleMs, this, [this] {
        if (saveChart(QStringLiteral("bars.png"))) {
            m_window.results()->setKind(ChartKind::Distribution);
            QTimer::singleShot(kSettleMs, this, [this] {
                if (saveChart(QStringLiteral("distribution.png"))) {
                    next();
                }
            });
        }
    });
}

// A stream run's throughput chart.
void ScreenshotTour::shootThroughput() {
    m_window.panel()->setExperiment(streamExperiment());
    runThen([this] {
        QTimer::singleShot(kSettleMs, this, [this] {
            if (saveChart(QStringLiteral("throughput.png"))) {
                next();
            }
        });
    });
}

// Presentation mode while a run goes: the counter is live. The picture taken, Stop ends the
// run (what the rest would measure is not in any picture).
void ScreenshotTour::shootPresentation() {
    m_window.panel()->setExperiment(latencyExperiment());
    m_window.setPresentation(true);
    // The offscreen platform's screen is 800 x 800: show the presentation layout in
    // a projector-sized window instead of "full screen" on it.
    m_window.showNormal();
    m_window.resize(1600, 900);
    auto* shot = new QMetaObject::Connection;
    *shot = connect(&m_window, &MainWindow::pointMeasured, this, [this, shot](int points) {
        if (points < 9) {
            return;
        }
        disconnect(*shot);
        delete shot;
        QTimer::singleShot(kSettleMs, this, [this] {
            if (saveWindow(QStringLiteral("presentation.png"))) {
                m_window.stopButton()->click();
            }
        });
    });
    runThen([this] {
        m_window.setPresentation(false);
        m_window.resize(1440, 900);
        next();
    });
}

// Report 004's preset, cut short so the picture takes seconds, not minutes.
void ScreenshotTour::shootPreset() {
    const Preset* report = findPreset("report-004");
    if (report == nullptr || !m_window.presets()->choose(QStringLiteral("report-004"))) {
        fail(tr("preset report-004 is missing"));
        return;
    }
    // The preset as loaded, cut short so the picture takes seconds, not minutes.
    const Preset quick = quickPreset(*m_window.presets()->current(), 1000, 100);
    m_window.panel()->setExperiment(quick.steps.front().experiment);
    runThen([this] {
        QTimer::singleShot(kSettleMs, this, [this] {
            if (saveWindow(QStringLiteral("preset-report-004.png"))) {
                next();
            }
        });
    });
}

void ScreenshotTour::start() {
    if (!QDir().mkpath(m_directory)) {
        fail(tr("cannot create %1").arg(m_directory));
        return;
    }
    // The tour chose its runs and nobody is there to answer: a run estimated over ten minutes
    // (a busy machine's pace makes the presentation run look that long) must not wait for one.
    m_window.setLongRunAsker([](double /*seconds*/) { return true; });
    QTimer::singleShot(0, this, &ScreenshotTour::next);
}

void ScreenshotTour::next() {
    if (m_failed) {
        return;
    }
    if (m_next >= m_steps.size()) {
        emit finished(true, tr("wrote %1").arg(m_directory));
        return;
    }
    m_steps[m_next++]();
}

void ScreenshotTour::runThen(std::function<void()> after) {
    if (!m_window.panel()->isValid()) {
        fail(tr("the experiment is not valid: %1").arg(m_window.panel()->problems()));
        return;
    }
    auto* connection = new QMetaObject::Connection;
    *connection = connect(&m_window, &MainWindow::runFinished, this,
                          [this, connection, after = std::move(after)] {
                              disconnect(*connection);
                              delete connection;
                              after();
                          });
    m_window.runButton()->click();
}

bool ScreenshotTour::saveWindow(const QString& name) {
    const QString path = QDir(m_directory).filePath(name);
    if (!m_window.grab().save(path, "PNG")) {
        fail(tr("cannot write %1").arg(path));
        return false;
    }
    return true;
}

bool ScreenshotTour::saveChart(const QString& name) {
    QString error;
    if (!m_window.exportPng(QDir(m_directory).filePath(name), QSize(1200, 750), 110, &error)) {
        fail(error);
        return false;
    }
    return true;
}

void ScreenshotTour::fail(const QString& message) {
    m_failed = true;
    emit finished(false, message);
}

}  // namespace ipclab::app
