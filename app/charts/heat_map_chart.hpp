#pragma once
/// The core map drawn as heat maps (QPainter, no Qt Charts): one panel per mechanism, rows the
/// initiator CPU, columns the responder CPU, each cell coloured by its median one-way latency
/// on one logarithmic scale shared by every panel, the value and its 95% interval printed in
/// it; refused cells hatched with the reason in short, cells not sampled grey; the axes name
/// each CPU with its core and package and mark SMT siblings and P/E cores; a colour scale under
/// the panels. GUI thread only; needs a QGuiApplication (QT_QPA_PLATFORM=offscreen works).
#include <QImage>
#include <QLocale>
#include <QSize>
#include <QString>
#include <QWidget>

#include "ipclab/core_map.hpp"

class QPainter;

namespace ipclab::app {

/// What the heat map writes in a cell: "2.61 µs\n2.58–2.70" (value, then its interval),
/// "refused:\nspins on one CPU", "failed", "not sampled".
QString heatMapCellText(const CoreMapCell& cell, const QLocale& locale = QLocale());
/// An axis label of a CPU: "CPU 4\ncore 0 · pkg 0 · SMT 0" (P or E appended on hybrid CPUs).
QString heatMapCpuLabel(const CoreMap& map, int cpu);

/// What hovering a cell says: "initiator on CPU 0, responder on CPU 1: other core, same
/// package" and, under it, the figure with its interval, or why there is none.
QString heatMapCellToolTip(const CoreMapCell& cell, const QLocale& locale = QLocale());
/// The cell drawn at `point` when the figure fills `area`; null outside every grid.
const CoreMapCell* heatMapCellAt(const CoreMap& map, const QRectF& area, QPointF point);

/// Draws the whole figure into `area` of `painter`.
void paintHeatMap(QPainter& painter, const CoreMap& map, const QRectF& area,
                  const QLocale& locale = QLocale());

/// The figure as an image of `sizePx` pixels (white background, `dpi` recorded); null for a
/// size outside 1..20000 pixels.
QImage renderHeatMapImage(const CoreMap& map, QSize sizePx, int dpi = 96,
                          const QLocale& locale = QLocale());
/// PNG / SVG (text kept as text). False with `error` set when nothing was written.
bool saveHeatMapPng(const CoreMap& map, const QString& path, QSize sizePx,
                    QString* error = nullptr);
bool saveHeatMapSvg(const CoreMap& map, const QString& path, QSize size, QString* error = nullptr);

/// A widget that shows a core map (empty until setMap), redrawn at its own size.
class HeatMapWidget : public QWidget {
    Q_OBJECT
  public:
    explicit HeatMapWidget(QWidget* parent = nullptr);
    void setMap(const CoreMap& map);
    const CoreMap& map() const { return m_map; }
    bool hasMap() const { return !m_map.panels.empty(); }

  protected:
    bool event(QEvent* event) override;  ///< Cell tooltips (heatMapCellToolTip).
    void paintEvent(QPaintEvent* event) override;

  private:
    CoreMap m_map;
};

}  // namespace ipclab::app
