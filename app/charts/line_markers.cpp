// The points' shapes of the line charts: a shape per run drawn (Run all steps puts up to four
// steps on one chart, and two of them shared "diamond" while the caption told them apart by
// it), and open shapes for the reports' published figures, which had our colours and our
// round points and read as one more run of ours.
#include <QPainter>
#include <QPolygonF>
#include <array>
#include <cmath>

#include "charts/chart_internal.hpp"

namespace ipclab::app::detail {
namespace {

enum class Shape { Circle, Square, Diamond, TriangleUp, TriangleDown };

// Filled shapes of the runs after the first (the first keeps its round points), in order.
constexpr std::array kRunShapes = {Shape::Square, Shape::Diamond, Shape::TriangleUp,
                                   Shape::TriangleDown};
// Open shapes of the published series, in order.
constexpr std::array kPublishedShapes = {Shape::TriangleUp, Shape::TriangleDown, Shape::Square,
                                         Shape::Diamond, Shape::Circle};

// Colours of the published series: dark and muted, apart from the measured palette's bright
// ones, so that a report's line is never read as a mechanism of ours; on a dark background
// their light counterparts.
const QColor kPublishedLight[] = {QColor(85, 85, 85), QColor(140, 90, 40), QColor(90, 60, 140),
                                  QColor(40, 110, 110), QColor(150, 40, 80)};
const QColor kPublishedDark[] = {QColor(200, 200, 200), QColor(225, 180, 120),
                                 QColor(190, 170, 240), QColor(130, 210, 210),
                                 QColor(240, 150, 180)};

QString symbolOf(Shape shape, bool hollow) {
    switch (shape) {
        case Shape::Circle:
            return hollow ? QStringLiteral("\u25CB") : QStringLiteral("\u25CF");
        case Shape::Square:
            return hollow ? QStringLiteral("\u25A1") : QStringLiteral("\u25A0");
        case Shape::Diamond:
            return hollow ? QStringLiteral("\u25C7") : QStringLiteral("\u25C6");
        case Shape::TriangleUp:
            return hollow ? QStringLiteral("\u25B3") : QStringLiteral("\u25B2");
        case Shape::TriangleDown:
            return hollow ? QStringLiteral("\u25BD") : QStringLiteral("\u25BC");
    }
    return {};
}

QImage imageOf(Shape shape, bool hollow, const QColor& colour, double size) {
    const int side = std::max(5, static_cast<int>(std::lround(size)));
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    // An open shape: its outline, a pen wide enough to read at a tenth of its size.
    const double pen = hollow ? std::max(1.2, side / 6.0) : 0;
    if (hollow) {
        painter.setPen(QPen(colour, pen));
        painter.setBrush(Qt::NoBrush);
    } else {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
    }
    const QRectF box(pen / 2 + 0.5, pen / 2 + 0.5, side - pen - 1.0, side - pen - 1.0);
    const QPointF centre = box.center();
    switch (shape) {
        case Shape::Circle:
            painter.drawEllipse(box);
            break;
        case Shape::Square:
            painter.drawRect(box);
            break;
        case Shape::Diamond:
            painter.drawPolygon(
                QPolygonF({QPointF(centre.x(), box.top()), QPointF(box.right(), centre.y()),
                           QPointF(centre.x(), box.bottom()), QPointF(box.left(), centre.y())}));
            break;
        case Shape::TriangleUp:
            painter.drawPolygon(
                QPolygonF({QPointF(centre.x(), box.top()), box.bottomRight(), box.bottomLeft()}));
            break;
        case Shape::TriangleDown:
            painter.drawPolygon(
                QPolygonF({box.topLeft(), box.topRight(), QPointF(centre.x(), box.bottom())}));
            break;
    }
    return image;
}

}  // namespace

QImage runMarkerImage(std::size_t ordinal, const QColor& colour, double size) {
    if (ordinal == 0) {
        return {};
    }
    return imageOf(kRunShapes[(ordinal - 1) % kRunShapes.size()], false, colour, size);
}

QString runMarkerSymbol(std::size_t ordinal) {
    if (ordinal == 0) {
        return symbolOf(Shape::Circle, false);
    }
    return symbolOf(kRunShapes[(ordinal - 1) % kRunShapes.size()], false);
}

std::size_t distinctRunMarkers() {
    return kRunShapes.size() + 1;
}

QImage publishedMarkerImage(std::size_t index, const QColor& colour, double size) {
    return imageOf(kPublishedShapes[index % kPublishedShapes.size()], true, colour, size);
}

QString publishedMarkerSymbol(std::size_t index) {
    return symbolOf(kPublishedShapes[index % kPublishedShapes.size()], true);
}

QColor publishedColour(std::size_t index, bool dark) {
    return dark ? kPublishedDark[index % std::size(kPublishedDark)]
                : kPublishedLight[index % std::size(kPublishedLight)];
}

}  // namespace ipclab::app::detail
