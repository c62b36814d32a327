#pragma once
// Helpers for the GUI tests: a temporary QSettings location for the whole test binary, an
// event-loop wait with a generous deadline (nothing asserts a duration), short experiments,
// and pixel checks.
#include <QChart>
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QGraphicsTextItem>
#include <QImage>
#include <QSet>
#include <QTextDocument>
#include <QThread>

#include "ipclab/experiment.hpp"
#include "ipclab/system_info.hpp"

namespace ipclab::app::test {

inline constexpr int kDeadlineMs = 180'000;

/// Spins the event loop until `done` or the deadline; false on the deadline.
template <class Predicate>
bool waitFor(Predicate done, int deadlineMs = kDeadlineMs) {
    QDeadlineTimer deadline(deadlineMs);
    while (!done()) {
        if (deadline.hasExpired()) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        QThread::msleep(5);
    }
    return true;
}

/// In-process only, a few hundred messages: a run takes well under a second.
inline Experiment tinyExperiment(Pattern pattern = Pattern::PingPong) {
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex", "thread.semaphore"};
    experiment.pattern = pattern;
    experiment.sizesBytes = {64, 256, 1024};
    experiment.iterations = 300;
    experiment.warmup = 20;
    experiment.repetitions = 2;
    return experiment;
}

/// The machine every test result claims (chart captions show it).
inline SystemInfo testMachine() {
    SystemInfo machine;
    machine.cpuModel = "Test CPU";
    machine.logicalCores = 2;
    machine.osName = "TestOS";
    machine.date = "2026-01-02T03:04:05Z";
    return machine;
}

/// Distinct colours over a grid of pixels `step` apart: a blank or single-colour image has very
/// few.
inline int distinctColours(const QImage& image, int step = 3) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += step) {
        for (int x = 0; x < image.width(); x += step) {
            colours.insert(image.pixel(x, y));
        }
    }
    return static_cast<int>(colours.size());
}

/// True when every quadrant of `image` has drawing in it (a chart squeezed into a corner or
/// a blank image fails).
inline bool drawnAllOver(const QImage& image) {
    const int halfWidth = image.width() / 2;
    const int halfHeight = image.height() / 2;
    for (int quadrant = 0; quadrant < 4; ++quadrant) {
        const int x0 = (quadrant % 2) * halfWidth;
        const int y0 = (quadrant / 2) * halfHeight;
        int inked = 0;
        for (int y = y0; y < y0 + halfHeight; ++y) {
            for (int x = x0; x < x0 + halfWidth; ++x) {
                inked += qGray(image.pixel(x, y)) < 200 ? 1 : 0;
            }
        }
        if (inked < halfWidth * halfHeight / 500) {
            return false;
        }
    }
    return true;
}

/// The text under a chart's plot (its key, then its verdict) as the student reads it: the
/// non-breaking spaces of the key read as spaces.
inline QString footText(const QChart& chart) {
    for (QGraphicsItem* item : chart.childItems()) {
        const auto* foot = dynamic_cast<const QGraphicsTextItem*>(item);
        if (foot != nullptr && foot->objectName() == QStringLiteral("ipclab.footLine")) {
            return foot->document()->toPlainText().replace(QChar(0x00A0), QLatin1Char(' '));
        }
    }
    return {};
}

}  // namespace ipclab::app::test
