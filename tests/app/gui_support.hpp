#pragma once
// Helpers for the GUI tests: a temporary QSettings location for the whole test binary, an
// event-loop wait with a generous deadline (nothing asserts a duration), short experiments,
// and pixel checks.
#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QImage>
#include <QSet>
#include <QThread>

#include "ipclab/experiment.hpp"

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

/// Distinct colours over a grid of pixels: a blank or single-colour image has very few.
inline int distinctColours(const QImage& image) {
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3) {
            colours.insert(image.pixel(x, y));
        }
    }
    return static_cast<int>(colours.size());
}

}  // namespace ipclab::app::test
