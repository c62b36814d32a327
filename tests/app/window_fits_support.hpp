#pragma once
/// Runs and a shown chart for the tests of what fits a 1024x768 window (issue 21).
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QTextDocument>
#include <span>
#include <string>
#include <vector>

#include "charts/result_chart.hpp"
#include "gui_support.hpp"

namespace ipclab::app::fits {

inline const std::vector<std::string> kMechanisms = {"thread.mutex",
                                                     "thread.spin",
                                                     "thread.semaphore",
                                                     "shm.spin",
                                                     "shm.semaphore",
                                                     "shm.condvar",
                                                     "shm.ring",
                                                     "pipe",
                                                     "fifo",
                                                     "mq.posix",
                                                     "mq.sysv",
                                                     "zmq.inproc",
                                                     "uds",
                                                     "udp",
                                                     "tcp",
                                                     "websocket",
                                                     "zmq.ipc",
                                                     "zmq.tcp",
                                                     "mq.boost",
                                                     "thread.std-semaphore",
                                                     "thread.native-spin"};

inline RunResult quickTourLike(double scale, Placement placement) {
    RunResult result;
    result.machine = test::testMachine();
    result.experiment.mechanisms = kMechanisms;
    result.experiment.sizesBytes = {64};
    result.experiment.placement = placement;
    double value = 300;
    for (const std::string& mechanism : kMechanisms) {
        PointResult point;
        point.mechanism = mechanism;
        point.sizeBytes = 64;
        point.placement = placement;
        point.ok = true;
        point.latencyNs.count = 1000;
        point.latencyNs.median = value * scale;
        point.latencyCi95 = {3, value * scale, value * scale * 0.95, value * scale * 1.05};
        point.repetitions.resize(3);
        result.points.push_back(point);
        value *= 1.3;
    }
    return result;
}

/// A chart in a view of `size`, laid out as on the screen.
struct ShownChart {
    QChartView view;
    QChart* chart = nullptr;
    ShownChart(std::span<const LabelledRun> runs, ChartKind kind, QSize size,
               ChartOptions options = {}) {
        options.kind = kind;
        chart = buildChart(runs, options);
        view.setChart(chart);
        view.resize(size);
        view.show();
        for (int i = 0; i < 5; ++i) {
            QApplication::processEvents();
        }
    }
    /// The text of every visible text item (titles, axis titles, names, labels).
    QStringList visibleTexts() const {
        QStringList texts;
        for (QGraphicsItem* item : view.scene()->items()) {
            if (!item->isVisible()) {
                continue;
            }
            if (const auto* rich = dynamic_cast<const QGraphicsTextItem*>(item)) {
                texts << rich->toPlainText();
            } else if (const auto* plain = dynamic_cast<const QGraphicsSimpleTextItem*>(item)) {
                texts << plain->text();
            }
        }
        return texts;
    }
};

/// The text under the plot (the line charts' key and verdict, the bars' key): addFootLine's.
inline QString footText(const QChart& chart) {
    for (QGraphicsItem* item : chart.childItems()) {
        const auto* foot = dynamic_cast<const QGraphicsTextItem*>(item);
        if (foot != nullptr && foot->objectName() == QStringLiteral("ipclab.footLine")) {
            return foot->toPlainText();
        }
    }
    return {};
}

/// The names in the key under the plot, in order: entries are "symbol<nbsp>name", apart by
/// " <nbsp> ", the key on the first line (the verdict under it).
inline QStringList keyNames(const QChart& chart) {
    QStringList names;
    for (QGraphicsItem* item : chart.childItems()) {
        const auto* foot = dynamic_cast<const QGraphicsTextItem*>(item);
        if (foot != nullptr && foot->objectName() == QStringLiteral("ipclab.footLine")) {
            const QString raw = foot->document()->toRawText();
            const QString key = raw.section(QChar(0x2028), 0, 0);
            for (const QString& entry : key.split(QStringLiteral(" \u00A0 "))) {
                QString name = entry.mid(entry.indexOf(QChar(0x00A0)) + 1);
                names << name.replace(QChar(0x00A0), QLatin1Char(' '));
            }
        }
    }
    return names;
}

inline bool cut(const QString& text) {
    return text.contains(QStringLiteral("\u2026")) || text.contains(QStringLiteral("..."));
}

}  // namespace ipclab::app::fits
