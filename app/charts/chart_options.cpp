#include "charts/chart_options.hpp"

namespace ipclab::app {

QString toString(ChartKind kind) {
    switch (kind) {
        case ChartKind::Latency:
            return QStringLiteral("latency");
        case ChartKind::Bars:
            return QStringLiteral("bars");
        case ChartKind::Throughput:
            return QStringLiteral("throughput");
        case ChartKind::Distribution:
            return QStringLiteral("distribution");
        case ChartKind::Spectrum:
            return QStringLiteral("spectrum");
        case ChartKind::Anatomy:
            return QStringLiteral("anatomy");
    }
    return {};
}

std::optional<ChartKind> parseChartKind(const QString& text) {
    for (ChartKind kind : {ChartKind::Latency, ChartKind::Bars, ChartKind::Throughput,
                           ChartKind::Distribution, ChartKind::Spectrum, ChartKind::Anatomy}) {
        if (text.trimmed().compare(toString(kind), Qt::CaseInsensitive) == 0) {
            return kind;
        }
    }
    return std::nullopt;
}

ChartKind defaultChartKind(Pattern pattern) {
    switch (figureOf(pattern)) {
        case Figure::Throughput:
            return ChartKind::Throughput;
        case Figure::LockOperation:
            return ChartKind::Bars;
        case Figure::Latency:
        case Figure::TimePerSend:
            break;
    }
    return ChartKind::Latency;
}

ChartKind defaultChartKind(const Experiment& experiment) {
    if (hasMessageSize(experiment.pattern) && experiment.sizesBytes.size() == 1) {
        return ChartKind::Bars;
    }
    return defaultChartKind(experiment.pattern);
}

}  // namespace ipclab::app
