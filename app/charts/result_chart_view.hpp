#pragma once
/// The live chart widget: the run in progress (or finished, or opened) plus overlays and
/// references, as any ChartKind. Gains points while a run goes, redrawing at most ~20 times a
/// second (a new point starts a 50 ms single-shot timer unless one is pending; when it fires
/// the chart is rebuilt at once). Follows the widget palette (dark / light) by itself. Hover a
/// point or bar for its exact figures; click one to select it (pointSelected). Clicking a
/// legend entry hides / shows that series (and its band). Numbers are written in QLocale(),
/// the UI language ("2,59 µs" in German), read at each redraw. GUI thread only.
#include <QChartView>
#include <QSet>
#include <QTimer>
#include <vector>

#include "charts/chart_options.hpp"

namespace ipclab::app {

class ResultChartView : public QChartView {
    Q_OBJECT
  public:
    explicit ResultChartView(QWidget* parent = nullptr);

    /// Clears the live run for a new run of `experiment` on `machine` (overlays stay).
    void startRun(const Experiment& experiment, const SystemInfo& machine);
    /// Adds a finished point of the live run (in place of its figures so far); the redraw
    /// follows within ~50 ms.
    void addPoint(const PointResult& point);
    /// Draws a point that is still measured with its figures over the rounds so far, replaced
    /// by the next update or by addPoint: a run in rounds finishes most points near its end.
    void updatePoint(const PointResult& point);
    /// Shows a complete live result at once (end of a run, or a run opened from a file).
    void showResult(const RunResult& result);
    /// Label of the live run in series names; when empty and overlays exist, "this run".
    void setLiveLabel(const QString& label);

    void setKind(ChartKind kind);
    ChartKind kind() const { return m_options.kind; }
    /// Runs drawn beside the live one, each with its label (e.g. "laptop, cross-core").
    void setOverlays(std::vector<LabelledRun> overlays);
    /// The reports' published figures (dashed lines / extra bars).
    void setReferences(std::vector<ReferenceSeries> references);
    /// Bars: the size shown (0: smallest measured).
    void setBarSize(std::size_t sizeBytes);
    /// Bars: linear, logarithmic or chosen by the values' span.
    void setBarScale(BarScale scale);
    /// Marks the point (mechanism id, size) in latency / throughput / bars and makes it the
    /// point the Distribution chart shows. Emits nothing (no loop with the table).
    void setSelectedPoint(const QString& mechanism, std::size_t sizeBytes);
    /// Presentation mode: every font times `scale` (1 = normal).
    void setFontScale(double scale);
    /// Extra caption line (e.g. a preset's title and step), and what of it holds for every
    /// run drawn (ChartOptions::sharedCaption).
    void setCaption(const QString& caption, const QString& shared = {});

    /// What the widget draws now: the live run first (with its label), then the overlays;
    /// and its options (kind, selection, references, font scale, dark, locale). For export with
    /// chart_export.hpp, so the file shows exactly what the user sees.
    std::vector<LabelledRun> runs() const;
    ChartOptions options() const;
    /// Why nothing is drawn (empty when the chart has data); also shown as the chart title.
    QString problem() const { return m_problem; }

    /// Redraws now if a redraw is pending (tests, export).
    void flush();
    int redrawCount() const { return m_redrawCount; }

  signals:
    /// The user clicked a point (latency / throughput) or a bar: mechanism id and size (0 for
    /// lock points).
    void pointSelected(const QString& mechanism, quint64 sizeBytes);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void scheduleRedraw();
    void redraw();
    void connectInteraction();
    void ringSelectedPoint(QChart& chart);
    void connectHoverAndClick(QChart& chart);
    void connectLegendToggles(QChart& chart);
    QString tooltipFor(int runIndex, const QString& seriesName, std::size_t sizeBytes) const;
    bool paletteIsDark() const;

    RunResult m_live;
    QString m_liveLabel;
    std::vector<LabelledRun> m_overlays;
    ChartOptions m_options;
    QString m_problem;
    QSet<QString> m_hiddenSeries;  ///< Toggled off in the legend; kept across redraws.
    QTimer m_redrawTimer;
    int m_redrawCount = 0;
};

}  // namespace ipclab::app
