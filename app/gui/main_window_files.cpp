// MainWindow's files: exports (PNG, SVG, CSV, JSON, the clipboard), opening runs beside the
// current one, and the dialogs for both.
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <memory>

#include "charts/chart_export.hpp"
#include "charts/core_text.hpp"
#include "charts/result_chart_view.hpp"
#include "gui/app_settings.hpp"
#include "gui/dialogs/png_export_dialog.hpp"
#include "gui/lab_report_export.hpp"
#include "gui/main_window.hpp"
#include "gui/run_history.hpp"
#include "gui/widgets/history_panel.hpp"
#include "gui/widgets/results_pane.hpp"
#include "ipclab/output_file.hpp"
#include "ipclab/report.hpp"
#include "report/lab_report.hpp"

namespace ipclab::app {
namespace {

// Into the file (output_file.hpp): a FIFO without a reader is refused at once instead of
// freezing the window in open(), and a full disk leaves the old content.
bool writeFile(const QString& path, const std::string& content, QString* error) {
    const platform::Status written = writeIntoFile(QFile::encodeName(path).toStdString(), content);
    if (!written) {
        if (error != nullptr) {
            *error = QString::fromStdString(written.error().message);
        }
        return false;
    }
    return true;
}

}  // namespace

QString MainWindow::suggestedFileName(const QString& suffix) const {
    const std::unique_ptr<QSettings> settings(newAppSettings());
    QString base = suggestedBaseName(m_shown);
    // A picture is of one chart: "report-000-step2-latency.png" beside "…-bars.png", so that
    // exporting every chart of a preset does not offer one name for all.
    if (suffix == QLatin1String("png") || suffix == QLatin1String("svg")) {
        base += QLatin1Char('-') + toString(m_results->chart()->options().kind);
        if (m_results->chart()->runs().size() > 1) {
            base += QStringLiteral("-compared");
        }
    }
    return QDir(exportFolder(*settings)).filePath(base + QLatin1Char('.') + suffix);
}

bool MainWindow::exportPng(const QString& path, QString* error) {
    return exportPng(path, QSize(kExportWidth, kExportHeight), 96, error);
}

bool MainWindow::exportPng(const QString& path, QSize sizePx, int dpi, QString* error) {
    m_results->chart()->flush();
    const auto runs = m_results->chart()->runs();
    return saveChartPng(runs, m_results->chart()->options(), path, sizePx, dpi, error);
}

bool MainWindow::exportSvg(const QString& path, QString* error) {
    m_results->chart()->flush();
    const auto runs = m_results->chart()->runs();
    return saveChartSvg(runs, m_results->chart()->options(), path,
                        QSize(kExportWidth, kExportHeight), error);
}

bool MainWindow::exportCsv(const QString& path, QString* error) {
    return writeFile(path, toCsv(m_shown.result), error);
}

bool MainWindow::exportPointsCsv(const QString& path, QString* error) {
    return writeFile(path, toPointsCsv(m_shown.result), error);
}

bool MainWindow::exportJson(const QString& path, QString* error) {
    return writeFile(path, toJson(m_shown.result) + "\n", error);
}

bool MainWindow::exportLabReport(const QString& path) {
    if (m_shown.result.points.empty()) {
        return false;
    }
    if (m_reportWriter == nullptr) {
        m_reportWriter = new LabReportWriter(this);
        connect(m_reportWriter, &LabReportWriter::finished, this,
                [this](const QString& written, const QString& error) {
                    if (error.isEmpty()) {
                        statusBar()->showMessage(
                            tr("Wrote %1").arg(QDir::toNativeSeparators(written)), 5000);
                    } else {
                        statusBar()->clearMessage();
                        // Not modal: the window goes on while the student reads why.
                        auto* box = new QMessageBox(QMessageBox::Warning, tr("Export lab report"),
                                                    error, QMessageBox::Ok, this);
                        box->setAttribute(Qt::WA_DeleteOnClose);
                        box->open();
                    }
                    emit labReportWritten(written, error);
                });
    }
    std::vector<RunRecord> records;
    for (const int index : m_historyPanel->comparedIndices()) {
        records.push_back(m_history->at(index));
    }
    records.push_back(m_shown);
    const std::unique_ptr<RecordsReport> report = recordsReport(std::move(records));
    if (!m_reportWriter->start(report->source, path, QLocale())) {
        return false;
    }
    statusBar()->showMessage(
        tr("Writing the lab report to %1\u2026").arg(QDir::toNativeSeparators(path)));
    return true;
}

void MainWindow::exportLabReportWithDialog() {
    const QString title = tr("Export lab report");
    QString path =
        QFileDialog::getSaveFileName(this, title, suggestedFileName(QStringLiteral("pdf")),
                                     tr("PDF document (*.pdf);;HTML page (*.html)"));
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".pdf");
    }
    if (!exportLabReport(path)) {
        QMessageBox::information(this, title,
                                 tr("A lab report is still being written; try again when the "
                                    "status bar says it is done."));
        return;
    }
    const std::unique_ptr<QSettings> settings(newAppSettings());
    saveExportFolder(*settings, QFileInfo(path).absolutePath());
}

bool MainWindow::openRun(const QString& path, QString* error) {
    // Read and parsed within core's bounds (size, depth, numbers): a hostile file is a
    // message naming it and the field, never a crash.
    Expected<std::string> text = readResultFile(path.toStdString());
    auto run = text ? fromJson(*text) : Expected<RunResult>(text.error());
    if (!run.ok()) {
        if (error != nullptr) {
            *error = tr("%1: %2").arg(QFileInfo(path).fileName(), coreMessage(run.error()));
        }
        return false;
    }
    m_results->addOverlay(run.value(), path);
    return true;
}

void MainWindow::openRunsReporting(const QStringList& paths) {
    QStringList refused;
    int opened = 0;
    for (const QString& path : paths) {
        QString error;
        if (openRun(path, &error)) {
            ++opened;
        } else {
            refused << error;
        }
    }
    if (opened > 0) {
        statusBar()->showMessage(tr("Opened %n run(s): drawn beside this run.", nullptr, opened),
                                 5000);
    }
    if (!refused.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot open run"),
                             tr("These files are not IPC Lab runs and were not opened:\n\n%1")
                                 .arg(refused.join(QStringLiteral("\n\n"))));
    }
}

void MainWindow::copyChart() {
    m_results->chart()->flush();
    const auto runs = m_results->chart()->runs();
    QApplication::clipboard()->setImage(
        renderChartImage(runs, m_results->chart()->options(), QSize(kExportWidth, kExportHeight)));
    statusBar()->showMessage(tr("Chart copied to the clipboard."), 3000);
}

void MainWindow::exportWithDialog(const QString& title, const QString& filter,
                                  const QString& suffix, const Exporter& exporter) {
    QString path = QFileDialog::getSaveFileName(this, title, suggestedFileName(suffix), filter);
    if (path.isEmpty()) {
        return;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QLatin1Char('.') + suffix;
    }
    QString error;
    if (exporter(path, &error)) {
        const std::unique_ptr<QSettings> settings(newAppSettings());
        saveExportFolder(*settings, QFileInfo(path).absolutePath());
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
    } else {
        QMessageBox::warning(this, title, error);
    }
}

void MainWindow::exportPngWithDialog() {
    if (m_shown.result.points.empty()) {
        return;
    }
    PngExportDialog dialog(m_pngSize, m_pngDpi, this);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    m_pngSize = dialog.imageSize();
    m_pngDpi = dialog.dpi();
    saveSession();  // the size and resolution chosen come back next time
    exportWithDialog(tr("Export PNG"), tr("PNG image (*.png)"), QStringLiteral("png"),
                     [this](const QString& path, QString* error) {
                         return exportPng(path, m_pngSize, m_pngDpi, error);
                     });
}

void MainWindow::openWithDialog() {
    const std::unique_ptr<QSettings> settings(newAppSettings());
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open runs"), exportFolder(*settings), tr("IPC Lab runs (*.json);;All files (*)"));
    if (!paths.isEmpty()) {
        openRunsReporting(paths);
    }
}

void MainWindow::saveWithDialog() {
    exportWithDialog(tr("Save run"), tr("IPC Lab run (*.json)"), QStringLiteral("json"),
                     [this](const QString& path, QString* error) {
                         if (!exportJson(path, error)) {
                             return false;
                         }
                         for (int index = 0; index < m_history->count(); ++index) {
                             if (m_history->at(index).finishedAt == m_shown.finishedAt) {
                                 m_history->markSaved(index);
                             }
                         }
                         return true;
                     });
}

}  // namespace ipclab::app
