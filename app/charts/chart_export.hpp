#pragma once
/// Charts drawn into images and files without a window (QT_QPA_PLATFORM=offscreen works).
/// `dpi` sets the physical density: the picture is laid out at sizePx * 96 / dpi logical pixels
/// and drawn at sizePx device pixels, so a 2400x1500 export at 192 dpi looks like a 1200x750
/// one at 96 dpi, only sharper, and the PNG records the dpi. GUI thread only.
#include <QByteArray>
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QSize>
#include <QString>
#include <span>

#include "charts/chart_options.hpp"

namespace ipclab::app {

inline constexpr int kDefaultDpi = 96;

/// The chart of `runs` in an image of exactly `sizePx` pixels (ARGB32, dotsPerMeter set from
/// `dpi`). When there is nothing to draw the image shows the reason and `problem` receives it.
/// A null image only for an invalid size or dpi (<= 0).
QImage renderChartImage(std::span<const LabelledRun> runs, const ChartOptions& options,
                        QSize sizePx, int dpi = kDefaultDpi, QString* problem = nullptr);

/// PNG of `sizePx` at `dpi`. False with `error` set ("cannot write /x/y.png: No such file or
/// directory") when nothing was written. A chart without data is still written (it shows
/// why); check chartDataProblem() first to refuse it.
bool saveChartPng(std::span<const LabelledRun> runs, const ChartOptions& options,
                  const QString& path, QSize sizePx, int dpi = kDefaultDpi,
                  QString* error = nullptr);

/// The PNG saveChartPng writes, in memory (for an output written its own way: a FIFO whose
/// reader must be waited for). Empty, with `error` set, for a size or dpi out of range.
QByteArray chartPng(std::span<const LabelledRun> runs, const ChartOptions& options, QSize sizePx,
                    int dpi = kDefaultDpi, QString* error = nullptr);

/// SVG (vector, text kept as text) with a viewBox of `size` logical pixels. False with
/// `error` set when nothing was written.
bool saveChartSvg(std::span<const LabelledRun> runs, const ChartOptions& options,
                  const QString& path, QSize size, QString* error = nullptr);

/// The SVG document saveChartSvg writes, in memory (for a page that holds it inline). Empty only
/// for a size out of range.
QByteArray chartSvg(std::span<const LabelledRun> runs, const ChartOptions& options, QSize size);

/// Writes `bytes` INTO `path` (writeIntoFile, output_file.hpp), never renamed over it: a device,
/// a FIFO or a hard-linked file named as the output stays what it is. False with `error` (an
/// English sentence naming the path and the OS's reason) when nothing was written. Any thread.
bool writeOutputBytes(const QString& path, const QByteArray& bytes, QString* error);

}  // namespace ipclab::app
