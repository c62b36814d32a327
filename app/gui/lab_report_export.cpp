#include "gui/lab_report_export.hpp"

#include <QFileInfo>
#include <QThread>
#include <QTimer>
#include <algorithm>

#include "charts/core_text.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

/// One preset's steps, each run once or more: the preset's report.
bool samePreset(const std::vector<RunRecord>& records) {
    return std::all_of(records.begin(), records.end(), [&](const RunRecord& record) {
        return record.origin.isPreset() &&
               record.origin.presetId == records.front().origin.presetId;
    });
}

QString resultsName(const RunRecord& record) {
    return record.historyFile.isEmpty() ? suggestedBaseName(record) + QStringLiteral(".json")
                                        : QFileInfo(record.historyFile).fileName();
}

bool isHtml(const QString& path) {
    return path.endsWith(QStringLiteral(".html"), Qt::CaseInsensitive) ||
           path.endsWith(QStringLiteral(".htm"), Qt::CaseInsensitive);
}

}  // namespace

std::unique_ptr<RecordsReport> recordsReport(std::vector<RunRecord> records) {
    auto report = std::make_unique<RecordsReport>();
    if (records.empty()) {
        return report;
    }
    const bool preset = samePreset(records);
    // A preset's steps in the preset's order; other runs in the order they ran.
    std::stable_sort(records.begin(), records.end(), [&](const RunRecord& a, const RunRecord& b) {
        return preset && a.origin.stepIndex != b.origin.stepIndex
                   ? a.origin.stepIndex < b.origin.stepIndex
                   : a.finishedAt < b.finishedAt;
    });
    if (preset) {
        report->preset = presetOf(records.front().origin);
    }
    const Preset* steps = report->preset ? &*report->preset : nullptr;
    report->source.preset = steps;
    for (const RunRecord& record : records) {
        QString heading;
        const auto index = static_cast<std::size_t>(record.origin.stepIndex);
        if (steps != nullptr && index < steps->steps.size()) {
            heading = stepHeading(record.origin.stepIndex + 1, stepName(steps->steps[index]));
        } else if (records.size() > 1) {
            heading = historyLine(record);
        }
        report->source.runs.push_back({heading, record.result});
        report->source.results.push_back(
            {resultsName(record), QByteArray::fromStdString(toJson(record.result))});
    }
    return report;
}

LabReportWriter::LabReportWriter(QObject* parent) : QObject(parent) {}

LabReportWriter::~LabReportWriter() {
    if (m_thread != nullptr) {
        m_thread->wait();
    }
}

bool LabReportWriter::start(const LabReportSource& source, const QString& path,
                            const QLocale& locale) {
    if (m_busy || source.runs.empty()) {
        return false;
    }
    m_busy = true;
    m_path = path;
    m_report = prepareLabReport(source, locale);
    // The charts after this turn of the event loop, one a turn: the window repaints between.
    QTimer::singleShot(0, this, &LabReportWriter::drawOneChart);
    return true;
}

void LabReportWriter::drawOneChart() {
    if (drawNextChart(m_report)) {
        QTimer::singleShot(0, this, &LabReportWriter::drawOneChart);
    } else {
        writeOnThread();
    }
}

void LabReportWriter::writeOnThread() {
    // Letter where the locale measures in inches (the United States), else A4.
    const ReportPage page = QLocale().measurementSystem() == QLocale::ImperialUSSystem
                                ? ReportPage::Letter
                                : ReportPage::A4;
    auto error = std::make_shared<QString>();
    m_thread = QThread::create([report = std::move(m_report), path = m_path, page, error] {
        const bool written = isHtml(path) ? writeLabReportHtml(report, path, error.get())
                                          : writeLabReportPdf(report, path, page, error.get());
        if (!written && error->isEmpty()) {
            *error = LabReportWriter::tr("cannot write %1").arg(path);
        }
    });
    connect(m_thread, &QThread::finished, this, [this, error] {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_busy = false;
        emit finished(m_path, *error);
    });
    m_thread->start();
}

}  // namespace ipclab::app
