// Numbers as the UI language writes them (issue 4, English and German): units with a decimal
// comma, the results table and the charts under a German default QLocale, while the CLI's
// charts, CSV and JSON keep '.'.
#include <gtest/gtest.h>

#include <QAbstractBarSeries>
#include <QChart>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QImage>
#include <QItemSelectionModel>
#include <QLineSeries>
#include <QLocale>
#include <QPainter>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolTip>
#include <QTranslator>
#include <QXYSeries>
#include <clocale>
#include <memory>
#include <string>

#include "charts/local_units.hpp"
#include "charts/result_chart.hpp"
#include "charts/result_chart_view.hpp"
#include "charts/units.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/widgets/results_pane.hpp"
#include "gui_support.hpp"
#include "ipclab/report.hpp"

namespace ipclab::app {
namespace {

const QString kMicro = QString::fromUtf8("\xC2\xB5");

/// Makes `locale` the default for one scope (what the GUI does for the chosen language).
class DefaultLocale {
  public:
    explicit DefaultLocale(const QLocale& locale) { QLocale::setDefault(locale); }
    ~DefaultLocale() { QLocale::setDefault(m_previous); }
    DefaultLocale(const DefaultLocale&) = delete;
    DefaultLocale& operator=(const DefaultLocale&) = delete;

  private:
    QLocale m_previous;
};

QLocale german() {
    return QLocale(QLocale::German, QLocale::Germany);
}

PointResult makePoint(const std::string& mechanism, std::size_t size, double medianNs) {
    PointResult point;
    point.mechanism = mechanism;
    point.sizeBytes = size;
    point.ok = true;
    point.latencyNs.count = 12'345;
    point.latencyNs.median = medianNs;
    point.latencyNs.p90 = medianNs * 1.5;
    point.latencyNs.p99 = medianNs * 2;
    point.latencyNs.p999 = medianNs * 3;
    point.latencyNs.max = medianNs * 4;
    point.latencyCi95 = {3, medianNs, medianNs * 0.95, medianNs * 1.05};
    point.initiatorCpuNsPerMessage = 2'100;
    point.responderCpuNsPerMessage = 2'000;
    point.repetitions.resize(3);
    return point;
}

RunResult makeResult() {
    RunResult result;
    result.machine = test::testMachine();
    result.experiment.mechanisms = {"pipe", "tcp"};
    result.experiment.sizesBytes = {64, 1536};
    result.points.push_back(makePoint("pipe", 64, 2'590));
    result.points.push_back(makePoint("pipe", 1536, 3'120));
    result.points.push_back(makePoint("tcp", 64, 12'300));
    result.points.push_back(makePoint("tcp", 1536, 14'100));
    // A histogram for the distribution chart: 2..4 µs.
    for (PointResult& point : result.points) {
        point.latencyHistogram.edges = {2'000, 2'500, 3'200, 4'000};
        point.latencyHistogram.counts = {4'000, 8'000, 345};
    }
    return result;
}

std::span<const LabelledRun> single(const LabelledRun& run) {
    return std::span(&run, 1);
}

/// Every text the chart's scene shows once laid out at `size`: axis ticks and titles, legend,
/// bar labels, point labels.
QStringList sceneTexts(QChart& chart, QSize size = QSize(1200, 750)) {
    QGraphicsScene scene;
    scene.addItem(&chart);
    chart.resize(size);
    QImage image(size, QImage::Format_ARGB32);
    QPainter painter(&image);
    scene.render(&painter);  // lays out the axes' labels
    painter.end();
    QStringList texts;
    for (QGraphicsItem* item : scene.items()) {
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item)) {
            texts << text->toPlainText();
        } else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
            texts << simple->text();
        }
    }
    scene.removeItem(&chart);
    return texts;
}

TEST(LocaleUnits, DecimalCommaGivesTheHandComputedStrings) {
    EXPECT_EQ(formatDuration(2'590, ','), "2,59 \xC2\xB5s");
    EXPECT_EQ(formatDuration(12'345, ','), "12,3 \xC2\xB5s");
    EXPECT_EQ(formatDuration(812, ','), "812 ns");
    EXPECT_EQ(formatRate(1.25e9, ','), "1,25 GB/s");
    EXPECT_EQ(formatRate(12, ','), "12,0 B/s");
    EXPECT_EQ(formatSignificant(0.5, ','), "0,50");
    EXPECT_EQ(formatSignificant(1234, ','), "1234");  // never grouped
    EXPECT_EQ(formatSignificant(-3.456, ','), "-3,46");
    // 12'595 B = 12.2998 KiB: two decimals, trailing zero dropped.
    EXPECT_EQ(formatSize(12'595, ','), "12,3 KiB");
    EXPECT_EQ(formatSize(1536, ','), "1,5 KiB");
    EXPECT_EQ(formatSize(4096, ','), "4 KiB");
    EXPECT_EQ(formatCpuPair(2'100, 2'000, ','), "2,10/2,00 \xC2\xB5s");
    EXPECT_EQ(formatCpuPair(2'100, -1, ','), "2,10/\xE2\x80\x93 \xC2\xB5s");
}

TEST(LocaleUnits, DefaultStaysThePointTheCliAndExportsUse) {
    EXPECT_EQ(formatDuration(2'590), "2.59 \xC2\xB5s");
    EXPECT_EQ(formatRate(1.25e9), "1.25 GB/s");
    EXPECT_EQ(formatSize(1536), "1.5 KiB");
    EXPECT_EQ(formatCpuPair(2'100, 2'000), "2.10/2.00 \xC2\xB5s");
    EXPECT_EQ(formatSignificant(0.0), "0");
    EXPECT_EQ(formatSignificant(-0.004), "-0.00");
}

// A German C library locale: the system's, or one compiled with localedef into a temporary
// folder (glibc reads LOCPATH at every setlocale). Empty when neither is possible.
std::string switchNumericLocaleToGerman(const QTemporaryDir& folder) {
    for (const char* name : {"de_DE.UTF-8", "de_DE.utf8", "de_DE"}) {
        if (std::setlocale(LC_NUMERIC, name) != nullptr) {
            return name;
        }
    }
    if (!folder.isValid()) {
        return {};
    }
    QProcess localedef;
    localedef.start(QStringLiteral("localedef"),
                    {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"),
                     QStringLiteral("UTF-8"), folder.filePath(QStringLiteral("de_DE.UTF-8"))});
    if (!localedef.waitForFinished(60'000) || localedef.exitCode() != 0) {
        return {};
    }
    qputenv("LOCPATH", folder.path().toLocal8Bit());
    const bool switched = std::setlocale(LC_NUMERIC, "de_DE.UTF-8") != nullptr;
    qunsetenv("LOCPATH");
    return switched ? "de_DE.UTF-8" : "";
}

TEST(LocaleUnits, TheCLibrarysNumericLocaleDoesNotLeakIn) {
    // QApplication sets the C library's locale from LANG on Unix: under de_DE, snprintf("%.2f")
    // writes "4,00". The units must not care (CLI, CSV). Skipped only where there is neither a
    // German C locale nor localedef with its sources (Debian: package "locales").
    const std::string previous = std::setlocale(LC_NUMERIC, nullptr);
    const QTemporaryDir folder;
    if (switchNumericLocaleToGerman(folder).empty()) {
        GTEST_SKIP() << "no German C library locale, and localedef could not make one";
    }
    EXPECT_EQ(std::localeconv()->decimal_point, std::string(","));
    const std::string duration = formatDuration(2'590);
    const std::string comma = formatDuration(2'590, ',');
    const std::string size = formatSize(4096);
    const std::string fraction = formatSize(1536);
    std::setlocale(LC_NUMERIC, previous.c_str());
    EXPECT_EQ(duration, "2.59 \xC2\xB5s");
    EXPECT_EQ(comma, "2,59 \xC2\xB5s");
    EXPECT_EQ(size, "4 KiB");  // core's formatBytes: "4, KiB" while it used snprintf
    EXPECT_EQ(fraction, "1.5 KiB");
}

TEST(LocaleUnits, QtHelpersTakeTheLocalesSeparator) {
    EXPECT_EQ(decimalPointOf(german()), ',');
    EXPECT_EQ(decimalPointOf(QLocale(QLocale::English, QLocale::UnitedStates)), '.');
    EXPECT_EQ(decimalPointOf(QLocale::c()), '.');
    EXPECT_EQ(localDuration(2'590, german()), "2,59 " + kMicro + "s");
    EXPECT_EQ(localRate(1.25e9, german()), "1,25 GB/s");
    EXPECT_EQ(localSize(12'595, german()), "12,3 KiB");
    EXPECT_EQ(localDecimals("p99.9", german()), "p99,9");
    EXPECT_EQ(localDecimals("p99.9", QLocale::c()), "p99.9");
    EXPECT_EQ(slowerLabel(3.44, german()), QString::fromUtf8("3,4\u00D7"));
    EXPECT_EQ(slowerLabel(1, german()), QString::fromUtf8("1,0\u00D7"));
    EXPECT_EQ(slowerLabel(1234.4, german()), QString::fromUtf8("1234\u00D7"));
    EXPECT_EQ(slowerLabel(3.44), QString::fromUtf8("3.4\u00D7"));
    {
        const DefaultLocale scope(german());
        EXPECT_EQ(localDuration(12'345), "12,3 " + kMicro + "s");  // default: QLocale()
    }
    EXPECT_EQ(localDuration(12'345, QLocale::c()), "12.3 " + kMicro + "s");
}

TEST(LocaleTable, GermanDisplayUsesCommaSortKeysAndCsvDoNot) {
    RunResult result = makeResult();
    result.points[0].latencyCi95 = {3, 2'590, 2'400, 2'800};
    result.points[0].repetitions[0].latencyNs.median = 2'590.5;
    const DefaultLocale scope(german());
    ResultsTableModel model;
    model.setResults(Pattern::PingPong, result.points);
    const auto display = [&model](int row, int column) {
        return model.data(model.index(row, column)).toString();
    };
    EXPECT_EQ(display(0, ResultsTableModel::Value), "2,59 " + kMicro + "s");
    EXPECT_EQ(display(1, ResultsTableModel::Size), "1,5 KiB");
    EXPECT_EQ(display(0, ResultsTableModel::Ci95),
              QString::fromUtf8("2,40 \u2013 2,80 ") + kMicro + "s");
    EXPECT_EQ(display(0, ResultsTableModel::Spread), "5,18 " + kMicro + "s");
    EXPECT_EQ(display(0, ResultsTableModel::CpuPerMessage), "2,10/2,00 " + kMicro + "s");
    // Sort keys stay numbers.
    EXPECT_DOUBLE_EQ(model.data(model.index(0, ResultsTableModel::Value), Qt::UserRole).toDouble(),
                     2'590.0);

    // Exports never follow the UI language: CSV and JSON write '.'.
    const std::string csv = toCsv(result);
    EXPECT_NE(csv.find(",2590.5,"), std::string::npos) << csv;
    EXPECT_EQ(csv.find("2590,5"), std::string::npos);
    const std::string json = toJson(result);
    EXPECT_NE(json.find("2590.5"), std::string::npos);
    EXPECT_EQ(json.find("2590,5"), std::string::npos);
}

TEST(LocaleTable, ResultsPaneSortsNumericallyAndCopiesWhatItShows) {
    const DefaultLocale scope(german());
    ResultsPane pane;
    RunResult result = makeResult();
    // The shown figure is the median of the rounds (the interval's centre).
    const double shown[] = {812, 10'500, 9'500, 100'000};  // 812 ns, 10,5 / 9,50 / 100 µs
    for (std::size_t i = 0; i < std::size(shown); ++i) {
        result.points[i].latencyNs.median = shown[i];
        result.points[i].latencyCi95 = {3, shown[i], shown[i] * 0.95, shown[i] * 1.05};
    }
    pane.showResult(result);
    pane.table()->sortByColumn(ResultsTableModel::Value, Qt::AscendingOrder);
    pane.table()->selectAll();
    const QString tsv = pane.selectedRowsAsTsv();
    // Bare numbers in ns with the German decimal comma, no grouping (issue 21).
    EXPECT_TRUE(tsv.contains("(ns)")) << tsv.toStdString();
    const qsizetype ns = tsv.indexOf("\t812,0\t");
    const qsizetype nine = tsv.indexOf("\t9500,0\t");
    const qsizetype ten = tsv.indexOf("\t10500,0\t");
    const qsizetype hundred = tsv.indexOf("\t100000,0\t");
    ASSERT_GE(ns, 0) << tsv.toStdString();
    EXPECT_LT(ns, nine);
    EXPECT_LT(nine, ten);  // by value, not by text ("10,5" < "9,50" alphabetically)
    EXPECT_LT(ten, hundred);
}

TEST(LocaleCharts, GermanBarsTicksAndMarkersUseComma) {
    const LabelledRun run{QString(), makeResult()};
    ChartOptions options;
    options.kind = ChartKind::Bars;
    options.locale = german();
    std::unique_ptr<QChart> bars(buildChart(single(run), options));
    const QStringList barTexts = sceneTexts(*bars);
    EXPECT_TRUE(barTexts.contains(QString::fromUtf8("2,59 \xC2\xB5s (1,0\u00D7, fastest)")))
        << barTexts.join(" | ").toStdString();
    EXPECT_TRUE(barTexts.contains(QString::fromUtf8("12,3 \xC2\xB5s (4,7\u00D7 slower)")))
        << barTexts.join(" | ").toStdString();

    options.kind = ChartKind::Distribution;
    options.distributionMechanism = "pipe";
    options.distributionSizeBytes = 64;
    std::unique_ptr<QChart> distribution(buildChart(single(run), options));
    QStringList names;
    QStringList markerLabels;
    for (QAbstractSeries* series : distribution->series()) {
        names << series->name();
        if (series->property("ipclab.kind").toString() == "marker") {
            // Drawn by the series, not a scene item: check the label it draws.
            markerLabels << static_cast<QXYSeries*>(series)->pointLabelsFormat();
        }
    }
    EXPECT_EQ(markerLabels, QStringList({"p50", "p99", "p99,9"}));
    EXPECT_TRUE(names.contains("p99.9 = 7,77 " + kMicro + "s")) << names.join(" | ").toStdString();
    const QStringList texts = sceneTexts(*distribution);
    // The CDF axis ticks ("%.1f") and the latency axis (2 .. 4 µs, 1-2-5 steps and ends).
    EXPECT_TRUE(texts.contains("0,2")) << texts.join(" | ").toStdString();
    EXPECT_FALSE(texts.contains("0.2"));
    // "%L1 samples": grouped the German way in the caption.
    EXPECT_TRUE(distribution->title().contains("12.345")) << distribution->title().toStdString();
}

TEST(LocaleCharts, CliChartsStayCEvenUnderAGermanDefault) {
    const DefaultLocale scope(german());
    const LabelledRun run{QString(), makeResult()};
    ChartOptions options;  // what ipclab-cli chart builds: locale C
    options.kind = ChartKind::Bars;
    std::unique_ptr<QChart> bars(buildChart(single(run), options));
    const QStringList texts = sceneTexts(*bars);
    EXPECT_TRUE(texts.contains(QString::fromUtf8("2.59 \xC2\xB5s (1.0\u00D7, fastest)")))
        << texts.join(" | ").toStdString();
    options.kind = ChartKind::Distribution;
    std::unique_ptr<QChart> distribution(buildChart(single(run), options));
    EXPECT_TRUE(distribution->title().contains("12345 samples"))
        << distribution->title().toStdString();
    const QStringList distributionTexts = sceneTexts(*distribution);
    EXPECT_TRUE(distributionTexts.contains("0.2"));
}

TEST(LocaleCharts, LatencyAxisTicksFollowTheLocale) {
    RunResult result = makeResult();
    // 0.76 .. 3.15 µs with the bands: in µs, base-2 ticks 0.5, 1, 2, 4.
    result.points = {makePoint("pipe", 64, 800), makePoint("pipe", 1536, 3'000)};
    const LabelledRun run{QString(), result};
    ChartOptions options;
    options.locale = german();
    std::unique_ptr<QChart> chart(buildChart(single(run), options));
    QStringList texts = sceneTexts(*chart);
    EXPECT_TRUE(texts.contains("0,5")) << texts.join(" | ").toStdString();
    EXPECT_TRUE(texts.contains("1,5 KiB"));  // the size axis
    options.locale = QLocale::c();
    std::unique_ptr<QChart> english(buildChart(single(run), options));
    texts = sceneTexts(*english);
    EXPECT_TRUE(texts.contains("0.5")) << texts.join(" | ").toStdString();
    EXPECT_TRUE(texts.contains("1.5 KiB"));
}

TEST(LocaleCharts, ViewTooltipsAndExportsFollowTheDefaultLocale) {
    const DefaultLocale scope(german());
    ResultChartView view;
    view.resize(1000, 640);
    view.showResult(makeResult());
    EXPECT_EQ(decimalPointOf(view.options().locale), ',');  // exports from the GUI write ','
    QXYSeries* pipe = nullptr;
    for (QAbstractSeries* series : view.chart()->series()) {
        if (series->property("ipclab.kind").toString() == "median" && series->name() == "pipe") {
            pipe = static_cast<QXYSeries*>(series);
        }
    }
    ASSERT_NE(pipe, nullptr);
    emit pipe->hovered(pipe->at(0), true);
    const QString tip = QToolTip::text();
    EXPECT_TRUE(tip.contains("medians 2,59 " + kMicro + "s")) << tip.toStdString();
    EXPECT_TRUE(tip.contains("12.345")) << tip.toStdString();  // "n = %L1 samples"
    EXPECT_TRUE(tip.contains("2,10/2,00 " + kMicro + "s")) << tip.toStdString();
    emit pipe->hovered(pipe->at(0), false);
}

/// A stand-in for the German .qm for the core texts: answers only "ipclab::CoreText".
class CoreTextTranslator : public QTranslator {
  public:
    QString translate(const char* context, const char* source, const char* = nullptr,
                      int = -1) const override {
        if (QByteArray(context) == "ipclab::CoreText" &&
            QByteArray(source) == "Report 004: pipes (i5-4570, RHEL 6.7)") {
            return QString::fromUtf8("Bericht 004: Pipes (i5-4570, RHEL 6.7)");
        }
        return {};
    }
    bool isEmpty() const override { return false; }
};

TEST(LocaleCharts, ReferenceLabelsAreCoreTexts) {
    RunResult result = makeResult();
    ReferenceSeries reference;
    reference.label = "Report 004: pipes (i5-4570, RHEL 6.7)";
    reference.machine = "i5-4570, RHEL 6.7";
    reference.mechanism = "pipe";
    reference.quantity = "latency_ns";
    reference.points = {{64, 4'000, 4}, {1536, 5'000, 5}};
    const LabelledRun run{QString(), result};
    ChartOptions options;
    options.references = {reference};
    CoreTextTranslator translator;
    QCoreApplication::installTranslator(&translator);
    std::unique_ptr<QChart> latency(buildChart(single(run), options));
    options.kind = ChartKind::Bars;
    std::unique_ptr<QChart> bars(buildChart(single(run), options));
    QCoreApplication::removeTranslator(&translator);
    QStringList names;
    for (QAbstractSeries* series : latency->series()) {
        names << series->name();
    }
    // One machine for every report series: the legend drops it, the caption names it.
    EXPECT_TRUE(names.contains("Bericht 004: Pipes")) << names.join(" | ").toStdString();
    EXPECT_TRUE(latency->title().contains("i5-4570, RHEL 6.7"));
    QStringList texts = sceneTexts(*bars);
    texts.replaceInStrings(QStringLiteral("\n"), QStringLiteral(" "));  // long names wrap
    // Beside published figures every bar names its statistic (issue 13).
    EXPECT_TRUE(
        texts.contains(QString::fromUtf8("Bericht 004: Pipes (i5-4570, RHEL 6.7) "
                                         "\xC2\xB7 median")))
        << texts.join(" | ").toStdString();
}

}  // namespace
}  // namespace ipclab::app
