#pragma once
/// Private helpers shared by the chart builders (result_chart.cpp, bar_chart.cpp,
/// distribution_chart.cpp): colours, fonts, titles, captions, log-size axes. Not for use
/// outside app/charts. GUI thread only.
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QGraphicsTextItem>
#include <QImage>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "charts/chart_options.hpp"
#include "charts/core_text.hpp"
#include "charts/local_units.hpp"

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QAreaSeries;
class QAbstractSeries;
class QCategoryAxis;
class QChart;
class QLegend;
QT_END_NAMESPACE

namespace ipclab::app {

/// Translation context of every chart text: Charts::tr("...") looks the text up under
/// "ipclab::app::Charts" (app/translations/ipclab_de.ts). Thread-safe as
/// QCoreApplication::translate.
class Charts {
    Q_DECLARE_TR_FUNCTIONS(ipclab::app::Charts)
};

}  // namespace ipclab::app

namespace ipclab::app::detail {

/// Colours of one palette (light or dark background).
struct Theme {
    QColor text;
    QColor subtleText;
    QColor grid;
    QColor minorGrid;
    QColor background;
    QColor reference;  ///< Published figures without a measured counterpart.
};

Theme themeFor(bool dark);
/// The colour of series number `index`: distinct, and distinct for colour-blind readers.
QColor seriesColour(std::size_t index, bool dark);
/// Series with an index below this keep the round marker; later ones get a square (then a
/// diamond) as well as their own colour.
inline constexpr std::size_t kPlainMarkers = 12;
/// The marker of series number `index` (`size` px, in `colour`); a null image for the round
/// default.
QImage seriesMarkerImage(std::size_t index, const QColor& colour, double size);

/// The line charts' points per run drawn (line_markers.cpp): `ordinal` 0 is the first run
/// drawn (round points, a null image: Qt's default), then square, diamond, triangle up and
/// down, filled; distinctRunMarkers() runs get a shape no other run has.
QImage runMarkerImage(std::size_t ordinal, const QColor& colour, double size);
/// "●", "■", "◆", "▲", "▼": the shape runMarkerImage draws, for the key.
QString runMarkerSymbol(std::size_t ordinal);
std::size_t distinctRunMarkers();
/// The published series number `index` of a line chart: an open shape (triangle up, down,
/// square, diamond, circle) in a muted colour of its own, never one of the measured palette.
QImage publishedMarkerImage(std::size_t index, const QColor& colour, double size);
QString publishedMarkerSymbol(std::size_t index);
QColor publishedColour(std::size_t index, bool dark);

/// An empty chart dressed for `options` (theme, background, legend at the bottom, margins;
/// value axes write their ticks in options.locale, without thousands grouping).
QChart* newChart(const ChartOptions& options);
/// Fonts for the chart's parts, scaled by options.fontScale.
QFont scaledFont(const ChartOptions& options, double pointSize, bool bold = false);
/// Label and title fonts and colours of an axis.
void styleAxis(QAbstractAxis& axis, const ChartOptions& options);
/// Legend font and colours.
void styleLegend(QLegend& legend, const ChartOptions& options);

/// Sets the title: `what` in bold, `how` after it, then each caption line smaller below.
void setTitle(QChart& chart, const ChartOptions& options, const QString& what, const QString& how,
              const QStringList& captionLines);

/// Axis titles wrapped to the plot's length whenever it changes, never cut with "...".
void keepAxisTitlesWhole(QChart& chart);

/// Caption lines for the runs: per run (labelled when several) its machine and date, the
/// peer's machine when the run measured against a remote peer, options.caption, and
/// `failedNote` when not empty.
QStringList captionLines(std::span<const LabelledRun> runs, const ChartOptions& options,
                         const QString& failedNote);

/// "2 points failed and are not shown: tcp 64 KiB (peer died), pipe 1 KiB (…)"; empty if none.
/// Only points that `counts` accepts are considered; sizes are written in `locale`.
template <typename Predicate>
QString failedNote(std::span<const LabelledRun> runs, const QLocale& locale, Predicate counts);
QString describeFailures(const QStringList& failures);

/// "ping-pong", "stream", "lock, 4 parties", "paced, one send due every 1000 µs".
QString patternText(const Experiment& experiment);
/// "unpinned", "both on one core", "on different cores".
QString placementText(Placement placement);
/// The placement `run` ran with, as a title says it: the one its points share (Auto resolves per
/// point; a remote peer's points are unpinned), the rule that chose them where they differ, and
/// where the peer ran when it ran on another host or container.
QString ranPlacementText(const RunResult& run);

/// A category axis over log2(size) labelled "64 B", "1 KiB", ... at each size (every other one
/// when there are many), with a margin so the end markers are not cut. Sizes in `locale`.
void fillSizeAxis(QCategoryAxis& axis, std::vector<std::size_t> sizes, const QLocale& locale);

/// A colour of the bars and what it means, for the key under them.
struct BarKey {
    QString label;
    QColor colour;
    QString symbol = QStringLiteral("\u25A0");  ///< A filled square; a dashed bar for a line.
    /// When not empty the entry is a link (QGraphicsTextItem::linkActivated gives it back):
    /// the line charts' entries hide and show their line, as Qt's legend markers did.
    QString link = {};
    /// Drawn faded: the entry's line is hidden (a click on the entry shows it again).
    bool dimmed = false;
};

/// Legend below the plot when its entries fit in one row, else to the right as a list (long
/// names are not cut to "pipe — unpin..."). Line series show their line style in the legend
/// (solid measured, dashed published, dash-dot/dotted overlays), not just a colour square.
void placeLegend(QChart& chart);
/// The line charts' legend of our own, in the foot line under the plot (addFootLine): every
/// visible legend entry named whole, wrapped in rows across the chart's width, with its line
/// style and point shape; Qt's legend is hidden (at 1024x768 its list on the right cut 21
/// mechanisms to "shm.ring (sp…"). `verdict` goes under the key (line_legend.cpp).
/// `runKey` (one entry per run drawn, its points' shape) goes first.
void placeLineLegend(QChart& chart, const ChartOptions& options, const QString& verdict = {},
                     std::vector<BarKey> runKey = {});
/// The key's entries of the runs drawn (`runsDrawn`, indexes into `runs`, the first drawn
/// thick), when the chart holds more than one run: each run's points' shape and label
/// ("━●━ step 1 (thick lines)", "─■─ step 2"), under the plot, where it is always seen.
std::vector<BarKey> runKey(std::span<const LabelledRun> runs, const std::vector<int>& runsDrawn,
                           const ChartOptions& options);
/// The runs of `runsDrawn` (all when it is empty), for a caption's machines and dates: a run
/// drawn nowhere on the chart ("this run", the stream step beside the latency steps) is not
/// named. Only label and machines are kept.
std::vector<LabelledRun> drawnRuns(std::span<const LabelledRun> runs,
                                   const std::vector<int>& runsDrawn);
/// Stream runs: the Bars' throughput verdict (barVerdict, the same words and interval) at the
/// size the Bars show, "At 64 KiB: shm.ring is 2.1× [1.9, 2.3] faster than pipe"; empty when
/// the Bars have none.
QString lineVerdict(std::span<const LabelledRun> runs, const ChartOptions& options);

/// "10 µs": a round duration for an axis label (three significant digits at most).
QString axisDuration(double ns, const QLocale& locale);
/// A category axis over log10(ns) from `lowNs` to `highNs`, labelled at 1-2-5 steps of each
/// decade (decades only when the range spans more than three), or at its ends when narrow.
void fillLatencyAxis(QCategoryAxis& axis, double lowNs, double highNs, const QLocale& locale);

/// Labels every size of `axis` (filled by fillSizeAxis from `sizes`) that fits the plot's
/// width, thinning to every 2nd, 4th, ... size when the labels would collide, and again
/// whenever the plot area changes (window resize, legend placement).
void keepSizeLabelsReadable(QChart& chart, QCategoryAxis& axis, std::vector<std::size_t> sizes,
                            const QLocale& locale);

/// A filled area between two lines given as points (chart units, in x order). The area owns
/// both line series; the caller owns the area (until it adds it to a chart).
QAreaSeries* newAreaSeries(const QList<QPointF>& upper, const QList<QPointF>& lower);

/// Marks a series for ResultChartView's hover and click handling.
void tagSeries(QAbstractSeries& series, const QString& mechanism, int runIndex,
               const QString& kind);

/// `options` with its references made comparable with `runs`: a bulk transfer's published
/// total seconds ("seconds_total", report 002) become bytes/s (total / seconds) when the first
/// run moved the same total per repetition, and are left out otherwise (a 64 MiB run is not
/// report 002's 256 MiB).
ChartOptions withComparableReferences(std::span<const LabelledRun> runs, ChartOptions options);

/// A point's figure is ipclab::figureOf(pattern) (experiment.hpp). Figures of different kinds
/// are never ranked together, and a published series goes only beside its own kind.
/// The family a published series compares with, by its quantity (and pattern, for ns_per_op);
/// nullopt for a quantity no chart draws ("seconds_total" before withComparableReferences).
std::optional<Figure> referenceFamily(const ReferenceSeries& reference);

/// `statistic` of a point's figure in the charts' units: ns (ping-pong and paced over all
/// samples; lock and one-sided over the repetitions' ns per operation, as ourFigure takes
/// them) or bytes/s (stream: min = the fastest repetition, mean = bytes / mean time per byte,
/// median = the point's median over the rounds). 0 when the point has no such figure.
double statisticValue(const PointResult& point, ReferenceStatistic statistic);
/// The statistic of ours to draw beside those of the published series `beside` that are of
/// `family`: that of a series of the point's mechanism, else the one every such series
/// shares, else (none, or they differ) the median - so that a report's minimum meets ours.
ReferenceStatistic statisticBeside(const std::vector<const ReferenceSeries*>& beside, Figure family,
                                   const std::string& mechanism);
/// "median", "min", "mean": what a published figure is.
QString statisticWord(ReferenceStatistic statistic);
/// " (min)", " (mean)", " (median of minimums)"; empty for the median: a legend entry's
/// statistic, so that a minimum is not read as a median.
QString statisticSuffix(ReferenceStatistic statistic);
/// The suffix of a published series: " (min)" for a series compared with our median of the
/// rounds' minimums, since the report gave one minimum; else statisticSuffix.
QString publishedStatisticSuffix(ReferenceStatistic statistic);
/// What one of our figures is, with its count: "median", "min of 7,000", "mean of 7".
QString ourStatisticText(const PointResult& point, ReferenceStatistic statistic,
                         const QLocale& locale);

/// Series label of a point in run `runLabel`.
QString labelWithRun(const QString& base, const QString& runLabel);

template <typename Predicate>
QString failedNote(std::span<const LabelledRun> runs, const QLocale& locale, Predicate counts) {
    QStringList failures;
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (!point.ok && counts(point)) {
                QString text = QString::fromStdString(point.mechanism);
                if (point.sizeBytes > 0) {
                    text += QLatin1Char(' ') + localSize(point.sizeBytes, locale);
                }
                if (!run.label.isEmpty()) {
                    text += QStringLiteral(" [%1]").arg(run.label);
                }
                if (!point.error.empty()) {
                    QString why = coreMessage(point.error.message);
                    if (why.size() > 60) {
                        why = why.left(57) + QStringLiteral("…");
                    }
                    text += QStringLiteral(" (%1)").arg(why);
                }
                failures << text;
            }
        }
    }
    return describeFailures(failures);
}

}  // namespace ipclab::app::detail

namespace ipclab::app::detail {

/// Patterns whose points are drawn as latency vs size.
bool isLatencyPattern(Pattern pattern);
/// A line chart's figure of a point: median ns (latency) or bytes/s (stream).
double lineValue(const PointResult& point, bool stream);
/// Whether the point belongs on the latency (or, `stream`, throughput) line chart.
bool drawsOnLine(const PointResult& point, bool stream);
/// Whether any point of `runs` satisfies `predicate`.
bool anyPoint(std::span<const LabelledRun> runs, auto predicate) {
    for (const LabelledRun& run : runs) {
        for (const PointResult& point : run.run.points) {
            if (predicate(point)) {
                return true;
            }
        }
    }
    return false;
}
/// The point's figure for bars: median ns (per message or operation), or bytes/s (stream).
double barValue(const PointResult& point);

/// Problems and builders per kind (result_chart.cpp dispatches).
QString barsProblem(std::span<const LabelledRun> runs, const ChartOptions& options);
QString distributionProblem(std::span<const LabelledRun> runs, const ChartOptions& options);
QChart* buildLineChart(std::span<const LabelledRun> runs, const ChartOptions& options);
QChart* buildBarChart(std::span<const LabelledRun> runs, const ChartOptions& options);
/// Bar names beside their bars (bottom to top, as the categories; bold where `bold`),
/// shrunk when the bars are closer than a line of text, never cut (bar_chart_text.cpp).
void addBarNames(QChart& chart, const QStringList& categories, const std::vector<bool>& bold,
                 const ChartOptions& options);
/// `texts` at the ends of `series`' bars, whose lengths are `values` (bottom to top); the
/// chart's right margin grows to fit the widest. `notes` (empty, or one per text, each possibly
/// empty) are what hovering a label adds to it, e.g. its multiple of the hardware's floor.
void addBarEndLabels(QChart& chart, QAbstractSeries& series, const QStringList& texts,
                     const std::vector<bool>& bold, const std::vector<double>& values,
                     const ChartOptions& options, const QStringList& notes = {});
/// Under the chart, across its width and wrapped, never cut: the key of the bars' colours
/// (when `key` is not empty) and a verdict in bold (when `text` is not empty). Its type
/// shrinks when it would take more than a quarter of the chart's height; its tooltip holds the
/// whole key. The item's object name is kFootLineName.
inline const char* const kFootLineName = "ipclab.footLine";
void addFootLine(QChart& chart, const QString& text, const std::vector<BarKey>& key,
                 const ChartOptions& options);
/// The item addFootLine adds: it keeps its key, so that the entry of a hidden line is drawn
/// faded, as Qt's legend drew a hidden series' marker.
class FootLine final : public QGraphicsTextItem {
  public:
    FootLine(QChart& chart, QString text, std::vector<BarKey> key);
    void setDimmed(const QString& link, bool dimmed);

  protected:
    // A click on an entry emits linkActivated(link), a hand cursor shows where one can click.
    // Qt's own link handling (Qt::LinksAccessibleByMouse) only gave the item focus inside a
    // QChartView: the key's entries never reacted to the mouse.
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent* event) override;

  private:
    void render();
    QString linkAt(const QPointF& position) const;
    QString m_text;
    std::vector<BarKey> m_key;
    QString m_pressedLink;
};
QChart* buildDistributionChart(std::span<const LabelledRun> runs, const ChartOptions& options);
QString spectrumProblem(std::span<const LabelledRun> runs, const ChartOptions& options);
QChart* buildSpectrumChart(std::span<const LabelledRun> runs, const ChartOptions& options);
QString anatomyProblem(std::span<const LabelledRun> runs, const ChartOptions& options);
QChart* buildAnatomyChart(std::span<const LabelledRun> runs, const ChartOptions& options);

}  // namespace ipclab::app::detail
