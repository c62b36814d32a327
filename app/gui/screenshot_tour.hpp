#pragma once
/// Pictures for the README, made by the app itself (`ipclab --screenshots DIR`): runs short
/// real experiments in `window` and writes main.png (the window after a latency run),
/// latency.png, bars.png, distribution.png (the chart as exported), throughput.png (a stream
/// run), presentation.png (presentation mode while a run goes) and preset-report-004.png
/// (the report 004 preset, cut short, with the report's figures dashed). Emits finished()
/// with false and a message on the first failure. GUI thread only.
#include <QObject>
#include <QString>
#include <functional>
#include <vector>

namespace ipclab::app {

class MainWindow;

class ScreenshotTour : public QObject {
    Q_OBJECT
  public:
    ScreenshotTour(MainWindow& window, QString directory, QObject* parent = nullptr);

    /// Starts the tour (returns at once; finished() follows).
    void start();

  signals:
    void finished(bool ok, const QString& message);

  private:
    void shootLatency();
    void shootOtherKinds();
    void shootThroughput();
    void shootPresentation();
    void shootPreset();
    void next();
    bool saveWindow(const QString& name);
    bool saveChart(const QString& name);
    void runThen(std::function<void()> after);
    void fail(const QString& message);

    MainWindow& m_window;
    QString m_directory;
    std::vector<std::function<void()>> m_steps;
    std::size_t m_next = 0;
    bool m_failed = false;
};

}  // namespace ipclab::app
