// QPainter figures into files: the heat maps and the path-cost chart share the sizing, the PNG
// encoding and the SVG generator, so an export problem is said the same way for each.
#include "charts/painted_export.hpp"

#include <QBuffer>
#include <QFile>
#include <QImageWriter>
#include <QSvgGenerator>
#include <algorithm>
#include <cmath>

#include "charts/chart_internal.hpp"

namespace ipclab::app {

namespace {

bool writeBytes(const QString& path, const QByteArray& bytes, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(bytes) != bytes.size()) {
        if (error != nullptr) {
            *error = Charts::tr("cannot write %1: %2").arg(path, file.errorString());
        }
        return false;
    }
    return true;
}

}  // namespace

QFont paintedFont(double pixels, bool bold) {
    QFont font;
    font.setPixelSize(std::max(7, static_cast<int>(std::lround(pixels))));
    font.setBold(bold);
    return font;
}

bool paintedSizeOk(QSize size, QString* error) {
    const bool ok =
        size.width() > 0 && size.height() > 0 && size.width() <= 20000 && size.height() <= 20000;
    if (!ok && error != nullptr) {
        *error = Charts::tr("image size %1x%2 is out of range (1..20000 pixels)")
                     .arg(size.width())
                     .arg(size.height());
    }
    return ok;
}

QImage renderPainted(const PaintFigure& paint, QSize sizePx, int dpi) {
    if (!paintedSizeOk(sizePx, nullptr) || dpi <= 0) {
        return {};
    }
    QImage image(sizePx, QImage::Format_ARGB32);
    image.fill(Qt::white);
    const int dotsPerMeter = static_cast<int>(std::lround(dpi * 39.37007874));
    image.setDotsPerMeterX(dotsPerMeter);
    image.setDotsPerMeterY(dotsPerMeter);
    QPainter painter(&image);
    paint(painter, QRectF(QPointF(0, 0), QSizeF(sizePx)));
    painter.end();
    return image;
}

bool savePaintedPng(const PaintFigure& paint, const QString& path, QSize sizePx, QString* error) {
    if (!paintedSizeOk(sizePx, error)) {
        return false;
    }
    const QImage image = renderPainted(paint, sizePx);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image)) {
        if (error != nullptr) {
            *error = Charts::tr("cannot encode PNG for %1: %2").arg(path, writer.errorString());
        }
        return false;
    }
    return writeBytes(path, bytes, error);
}

QByteArray paintedSvg(const PaintFigure& paint, QSize size, const QString& title) {
    if (!paintedSizeOk(size, nullptr)) {
        return {};
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setResolution(96);
    generator.setTitle(title);
    generator.setDescription(QStringLiteral("Made by IPC Lab"));
    QPainter painter;
    if (!painter.begin(&generator)) {
        return {};
    }
    paint(painter, QRectF(QPointF(0, 0), QSizeF(size)));
    painter.end();
    return bytes;
}

bool savePaintedSvg(const PaintFigure& paint, const QString& path, QSize size, const QString& title,
                    QString* error) {
    if (!paintedSizeOk(size, error)) {
        return false;
    }
    const QByteArray bytes = paintedSvg(paint, size, title);
    if (bytes.isEmpty()) {
        if (error != nullptr) {
            *error = Charts::tr("cannot draw SVG for %1").arg(path);
        }
        return false;
    }
    return writeBytes(path, bytes, error);
}

QRectF beginPaintedFigure(QPainter& painter, const QRectF& area, double margin) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.setPen(QColor(20, 20, 20));
    painter.setFont(paintedFont(18, true));
    return area.adjusted(margin, margin, -margin, -margin);
}

}  // namespace ipclab::app
