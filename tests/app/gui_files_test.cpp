// MainWindow's files: a short real run exported as PNG (size, DPI, non-blank), SVG, CSV and
// JSON, read back and checked; opening runs as overlays, and refusing malformed or foreign
// files with a message that names the file while the runs already open stay.
#include <gtest/gtest.h>

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>

#include "charts/result_chart_view.hpp"
#include "gui/app_settings.hpp"
#include "gui/dialogs/png_export_dialog.hpp"
#include "gui/main_window.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/widgets/experiment_panel.hpp"
#include "gui/widgets/overlay_list.hpp"
#include "gui/widgets/results_pane.hpp"
#include "gui_support.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

using test::distinctColours;
using test::tinyExperiment;
using test::waitFor;

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool writeText(const QString& path, const QByteArray& text) {
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

/// A window that has measured tinyExperiment() (shared: one run for every test here).
class GuiFiles : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        s_window = new MainWindow;
        s_window->show();
        s_window->panel()->setExperiment(tinyExperiment());
        bool finished = false;
        QObject::connect(s_window, &MainWindow::runFinished, [&] { finished = true; });
        s_window->runButton()->click();
        ASSERT_TRUE(waitFor([&] { return finished; })) << "run did not finish";
    }
    static void TearDownTestSuite() {
        delete s_window;
        s_window = nullptr;
    }
    void SetUp() override {
        ASSERT_NE(s_window, nullptr);
        ASSERT_EQ(s_window->result().points.size(), 6u);
        ASSERT_TRUE(dir.isValid());
    }

    static MainWindow* s_window;
    QTemporaryDir dir;
};

MainWindow* GuiFiles::s_window = nullptr;

TEST_F(GuiFiles, ExportsPngAtTheChosenSizeAndDpi) {
    const QString path = dir.filePath("chart.png");
    QString error;
    ASSERT_TRUE(s_window->exportPng(path, QSize(900, 560), 192, &error)) << error.toStdString();
    QImage image;
    ASSERT_TRUE(image.load(path));
    EXPECT_EQ(image.size(), QSize(900, 560));
    EXPECT_GT(distinctColours(image), 40);
    EXPECT_GT(image.dotsPerMeterX(), 7000);  // 192 DPI = 7559 dots per metre

    EXPECT_FALSE(s_window->exportPng(dir.filePath("missing/dir/chart.png"), &error));
    EXPECT_TRUE(error.contains("missing")) << error.toStdString();
}

TEST_F(GuiFiles, ExportsSvgWithTheSeries) {
    const QString path = dir.filePath("chart.svg");
    QString error;
    ASSERT_TRUE(s_window->exportSvg(path, &error)) << error.toStdString();
    const QByteArray svg = readAll(path);
    EXPECT_TRUE(svg.contains("<svg"));
    EXPECT_TRUE(svg.contains("thread.mutex"));
    EXPECT_TRUE(svg.contains("thread.semaphore"));
}

TEST_F(GuiFiles, ExportsCsvWithHeaderAndOneRowPerRepetition) {
    const QString path = dir.filePath("results.csv");
    QString error;
    ASSERT_TRUE(s_window->exportCsv(path, &error)) << error.toStdString();
    const QStringList lines = QString::fromUtf8(readAll(path)).split('\n', Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1 + 6 * 2);  // header + points x repetitions
    EXPECT_EQ(lines.front().toStdString(), csvHeader());
    EXPECT_TRUE(lines.at(1).startsWith("thread.mutex,")) << lines.at(1).toStdString();
}

TEST_F(GuiFiles, ExportsJsonThatReadsBackAsTheSameRun) {
    const QString path = dir.filePath("results.json");
    QString error;
    ASSERT_TRUE(s_window->exportJson(path, &error)) << error.toStdString();
    const QByteArray json = readAll(path);
    auto back = fromJson(std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back.value().experiment.mechanisms, tinyExperiment().mechanisms);
    ASSERT_EQ(back.value().points.size(), 6u);
    EXPECT_EQ(back.value().points.front().mechanism, "thread.mutex");
    EXPECT_GT(back.value().points.front().latencyNs.median, 0);
    EXPECT_TRUE(json.contains("\"machine\""));
}

TEST_F(GuiFiles, OpensRunsAsOverlaysAndRefusesMalformedFilesLeavingThemOpen) {
    const QString good = dir.filePath("earlier.json");
    ASSERT_TRUE(s_window->exportJson(good));
    OverlayList* overlays = s_window->results()->overlays();
    const int before = overlays->count();
    QString error;
    ASSERT_TRUE(s_window->openRun(good, &error)) << error.toStdString();
    EXPECT_EQ(overlays->count(), before + 1);
    EXPECT_EQ(overlays->checkedRuns().back().run.points.size(), 6u);

    const QString broken = dir.filePath("broken.json");
    ASSERT_TRUE(writeText(broken, "{\"schema_version\": 1, \"points\": ["));
    EXPECT_FALSE(s_window->openRun(broken, &error));
    EXPECT_TRUE(error.contains("broken.json")) << error.toStdString();
    EXPECT_TRUE(error.contains("JSON", Qt::CaseInsensitive)) << error.toStdString();
    EXPECT_EQ(overlays->count(), before + 1);

    const QString foreign = dir.filePath("package.json");
    ASSERT_TRUE(writeText(foreign, "{\"name\": \"left-pad\", \"version\": \"1.3.0\"}"));
    EXPECT_FALSE(s_window->openRun(foreign, &error));
    EXPECT_TRUE(error.contains("package.json")) << error.toStdString();
    EXPECT_EQ(overlays->count(), before + 1);

    EXPECT_FALSE(s_window->openRun(dir.filePath("absent.json"), &error));
    EXPECT_TRUE(error.contains("absent.json"));

    // The interactive path: one message box naming the refused file and the reason.
    QString shown;
    QTimer::singleShot(0, [&] {
        waitFor([] { return QApplication::activeModalWidget() != nullptr; }, 10'000);
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            shown = box->text();
            box->accept();
        }
    });
    s_window->openRunsReporting({good, broken});
    EXPECT_TRUE(shown.contains("broken.json")) << shown.toStdString();
    EXPECT_EQ(overlays->count(), before + 2);  // the good one was opened all the same

    // Overlays are drawn: the chart lists each run with its label.
    const auto drawn = s_window->results()->chart()->runs();
    ASSERT_EQ(drawn.size(), 3u);  // the live run and the two opened
    EXPECT_FALSE(drawn.back().label.isEmpty());
    overlays->removeRow(0);
    EXPECT_EQ(overlays->count(), before + 1);
}

TEST_F(GuiFiles, CopiesSelectedRowsAsTsvWithHeader) {
    ResultsPane* pane = s_window->results();
    ASSERT_TRUE(pane->selectPoint("thread.semaphore", 256));
    const QString tsv = pane->selectedRowsAsTsv();
    const QStringList lines = tsv.split('\n', Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 2) << tsv.toStdString();
    // Status right after the mechanism (issue 14: failures seen without scrolling).
    // Units in the header, bare numbers in the cells (issue 21): a spreadsheet reads them.
    EXPECT_TRUE(
        lines.at(0).startsWith("Mechanism\tStatus\tSize (bytes)\tWait\t"
                               "Median of rounds (ns)\t95% CI low (ns)\t"
                               "95% CI high (ns)\t"))
        << lines.at(0).toStdString();
    EXPECT_TRUE(lines.at(1).startsWith("thread.semaphore\tok\t256\t")) << lines.at(1).toStdString();
    EXPECT_FALSE(lines.at(1).contains(QStringLiteral("\u00B5s")));
    EXPECT_FALSE(lines.at(1).contains(QStringLiteral(" ns")));
    EXPECT_TRUE(pane->copySelectedRows());
    EXPECT_EQ(QApplication::clipboard()->text(), tsv);
}

TEST(PngExportDialog, ShowsThePresetItsFiguresAreAndCustomOnceEdited) {
    PngExportDialog dialog(QSize(1200, 750), 96);
    auto* preset = dialog.findChild<QComboBox*>();
    auto* width = dialog.findChild<QSpinBox*>("pngWidth");
    auto* dpi = dialog.findChild<QSpinBox*>("pngDpi");
    ASSERT_NE(preset, nullptr);
    ASSERT_NE(width, nullptr);
    ASSERT_NE(dpi, nullptr);
    EXPECT_TRUE(preset->currentText().startsWith("Screen")) << preset->currentText().toStdString();

    width->setValue(1000);
    EXPECT_EQ(preset->currentIndex(), 0) << "edited by hand: Custom";
    EXPECT_EQ(dialog.imageSize(), QSize(1000, 750));

    const int slide = preset->findText("Slide", Qt::MatchStartsWith);
    ASSERT_GT(slide, 0);
    preset->setCurrentIndex(slide);
    emit preset->activated(slide);
    EXPECT_EQ(dialog.imageSize(), QSize(1920, 1080));
    EXPECT_EQ(dialog.dpi(), 144);
    EXPECT_EQ(preset->currentIndex(), slide);

    PngExportDialog other(QSize(1300, 700), 96);
    EXPECT_EQ(other.findChild<QComboBox*>()->currentIndex(), 0) << "no preset is 1300x700";
}

TEST(ExportFolder, IsTheLastUsedWhileItExistsElseDocumentsNeverTheWorkingDirectory) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath("settings.ini"), QSettings::IniFormat);
    const QString fallback = exportFolder(settings);
    EXPECT_TRUE(QDir::isAbsolutePath(fallback)) << fallback.toStdString();
    EXPECT_TRUE(QDir(fallback).exists()) << fallback.toStdString();

    const QString used = dir.filePath("exports");
    ASSERT_TRUE(QDir().mkpath(used));
    saveExportFolder(settings, used);
    EXPECT_EQ(exportFolder(settings), used);

    ASSERT_TRUE(QDir(used).removeRecursively());
    EXPECT_EQ(exportFolder(settings), fallback) << "a folder that is gone is not offered";
}

}  // namespace
}  // namespace ipclab::app
