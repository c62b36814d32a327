#pragma once
/// Figures drawn with QPainter (the heat maps, the path-cost chart) into PNG and SVG files: one
/// way to size, encode and write them, whatever the figure. GUI thread only; needs a
/// QGuiApplication (QT_QPA_PLATFORM=offscreen works).
#include <QByteArray>
#include <QFont>
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QSize>
#include <QString>
#include <functional>

namespace ipclab::app {

/// Draws a whole figure into `area` of the painter.
using PaintFigure = std::function<void(QPainter& painter, const QRectF& area)>;

/// A font of `pixels` pixels (7 at the least), so a figure reads alike at every dpi.
QFont paintedFont(double pixels, bool bold = false);

/// 1..20000 pixels each way; otherwise false with `error` set (when not null).
bool paintedSizeOk(QSize size, QString* error);
/// The figure on white in an image of `sizePx` with `dpi` recorded; null for a size out of range.
QImage renderPainted(const PaintFigure& paint, QSize sizePx, int dpi = 96);
/// The SVG document (text kept as text, `title` in its metadata) in memory; empty for a size
/// out of range or when it cannot be drawn.
QByteArray paintedSvg(const PaintFigure& paint, QSize size, const QString& title);
/// PNG / SVG (text kept as text, `title` in its metadata). False with `error` set when nothing
/// was written ("cannot write /x/y.png: No such file or directory").
bool savePaintedPng(const PaintFigure& paint, const QString& path, QSize sizePx,
                    QString* error = nullptr);
bool savePaintedSvg(const PaintFigure& paint, const QString& path, QSize size, const QString& title,
                    QString* error = nullptr);

/// Starts a figure: saves the painter (the caller restores it), antialiasing on, the title's
/// pen and font set; returns `area` less `margin` on every side.
QRectF beginPaintedFigure(QPainter& painter, const QRectF& area, double margin);

}  // namespace ipclab::app
