#pragma once
/// The runs and chart queries the chart tests share.
#include <QChart>
#include <QLineSeries>
#include <QStringList>
#include <vector>

#include "charts/result_chart.hpp"
#include "gui_support.hpp"
#include "ipclab/result.hpp"

namespace ipclab::app::chart_test {

inline PointResult makePoint(const std::string& mechanism, std::size_t size, double medianNs) {
    PointResult point;
    point.mechanism = mechanism;
    point.sizeBytes = size;
    point.ok = true;
    point.latencyNs.count = 100;
    point.latencyNs.median = medianNs;
    point.latencyNs.p99 = medianNs * 2;
    point.latencyCi95 = {3, medianNs * 0.9, medianNs * 0.9, medianNs * 1.1};
    point.repetitions.resize(3);
    return point;
}

inline RunResult makeResult() {
    RunResult result;
    result.machine = test::testMachine();
    result.experiment.mechanisms = {"pipe", "tcp"};
    result.experiment.sizesBytes = {64, 1024, 65536};
    for (std::size_t size : result.experiment.sizesBytes) {
        result.points.push_back(makePoint("pipe", size, 5'000 + static_cast<double>(size)));
        result.points.push_back(makePoint("tcp", size, 12'000 + 2.0 * static_cast<double>(size)));
    }
    return result;
}

inline QStringList seriesNames(const QChart& chart) {
    QStringList names;
    for (const QAbstractSeries* series : chart.series()) {
        names << series->name();
    }
    return names;
}

/// The median lines only (bands and references left out).
inline QStringList medianNames(const QChart& chart) {
    QStringList names;
    for (const QAbstractSeries* series : chart.series()) {
        if (series->property("ipclab.kind").toString() == "median") {
            names << series->name();
        }
    }
    return names;
}

inline std::vector<LabelledRun> single(const RunResult& result, const QString& label = {}) {
    return {LabelledRun{label, result}};
}

inline ChartOptions latencyOptions() {
    ChartOptions options;
    options.kind = ChartKind::Latency;
    return options;
}

}  // namespace ipclab::app::chart_test
