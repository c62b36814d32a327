#pragma once
/// File > Export lab report in the window: one report of the run shown and the runs ticked in
/// History (after "Run all steps" these are the preset's earlier steps, ticked by the window),
/// one section per run and the shared parts (method, machine, threats, how to reproduce) once.
/// The text is made at once and the charts one per turn of the event loop on the GUI thread (Qt
/// Charts lays them out there); the PDF or HTML is then written on a thread of its own, so the
/// window never waits for the file (a preset's PDF takes seconds). GUI thread only.
#include <QLocale>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "gui/run_record.hpp"
#include "report/lab_report.hpp"

QT_BEGIN_NAMESPACE
class QThread;
QT_END_NAMESPACE

namespace ipclab::app {

/// What a report of history runs is made from. `source.preset` points into `preset`: keep the
/// two together (not copyable).
struct RecordsReport {
    RecordsReport() = default;
    RecordsReport(const RecordsReport&) = delete;
    RecordsReport& operator=(const RecordsReport&) = delete;

    std::optional<Preset> preset;
    LabReportSource source;
};

/// The report of `records`: when they all come from one preset, the preset's, its steps in
/// order, each headed "Step N: name"; otherwise each run headed by its history line, oldest
/// first. One run alone keeps only its step's heading. Each run's results are embedded under
/// the name its history file has.
std::unique_ptr<RecordsReport> recordsReport(std::vector<RunRecord> records);

class LabReportWriter : public QObject {
    Q_OBJECT
  public:
    explicit LabReportWriter(QObject* parent = nullptr);
    /// Waits for a file still being written: it is finished, never left half.
    ~LabReportWriter() override;

    /// Starts the report of `source` into `path` (PDF, or HTML when it ends in .html / .htm)
    /// and returns before anything is written; finished() tells the outcome. False, with
    /// nothing started, while another report is being made.
    bool start(const LabReportSource& source, const QString& path, const QLocale& locale);
    bool isBusy() const { return m_busy; }

  signals:
    /// The report was written to `path` (`error` empty) or not (`error` says why).
    void finished(const QString& path, const QString& error);

  private:
    void drawOneChart();
    void writeOnThread();

    PreparedLabReport m_report;
    QString m_path;
    QThread* m_thread = nullptr;
    bool m_busy = false;
};

}  // namespace ipclab::app
