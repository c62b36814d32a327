// ResultsTableModel: contents, sort keys, and Qt's model consistency checks.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>

#include "gui/models/results_table_model.hpp"

namespace ipclab::app {
namespace {

PointResult point(const std::string& mechanism, std::size_t size, double medianNs, bool ok = true) {
    PointResult p;
    p.mechanism = mechanism;
    p.sizeBytes = size;
    p.ok = ok;
    p.error = ok ? "" : "peer stopped answering";
    p.latencyNs.median = medianNs;
    p.latencyNs.p99 = medianNs * 3;
    p.latencyCi95 = {2, medianNs, medianNs * 0.95, medianNs * 1.05};
    p.repetitions.resize(2);
    return p;
}

TEST(ResultsTableModel, PassesModelTesterThroughInsertsAndResets) {
    ResultsTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.addPoint(point("pipe", 64, 9000));
    model.addPoint(point("tcp", 64, 20000));
    EXPECT_EQ(model.rowCount(), 2);
    model.setResults(Pattern::Stream, {point("pipe", 4096, 1)});
    EXPECT_EQ(model.rowCount(), 1);
    model.clear(Pattern::PingPong);
    EXPECT_EQ(model.rowCount(), 0);
}

TEST(ResultsTableModel, ShowsReadableUnitsAndFailures) {
    ResultsTableModel model;
    model.addPoint(point("pipe", 4096, 12'300));
    model.addPoint(point("tcp", 64, 0, false));
    EXPECT_EQ(model.data(model.index(0, ResultsTableModel::Size)).toString(), "4 KiB");
    EXPECT_EQ(model.data(model.index(0, ResultsTableModel::Value)).toString(),
              QString::fromUtf8("12.3 \xC2\xB5s"));
    EXPECT_TRUE(model.data(model.index(1, ResultsTableModel::Status))
                    .toString()
                    .contains("peer stopped answering"));
    EXPECT_EQ(model.headerData(ResultsTableModel::Value, Qt::Horizontal).toString(),
              "Median one-way");
    model.clear(Pattern::Stream);
    EXPECT_EQ(model.headerData(ResultsTableModel::Value, Qt::Horizontal).toString(), "Throughput");
}

TEST(ResultsTableModel, SortsNumericallyNotAlphabetically) {
    ResultsTableModel model;
    model.addPoint(point("pipe", 65536, 90'000));
    model.addPoint(point("pipe", 64, 8'000));
    model.addPoint(point("pipe", 1024, 10'000));
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(Qt::UserRole);
    proxy.sort(ResultsTableModel::Size, Qt::AscendingOrder);
    EXPECT_EQ(proxy.data(proxy.index(0, ResultsTableModel::Size)).toString(), "64 B");
    EXPECT_EQ(proxy.data(proxy.index(1, ResultsTableModel::Size)).toString(), "1 KiB");
    EXPECT_EQ(proxy.data(proxy.index(2, ResultsTableModel::Size)).toString(), "64 KiB");
}

}  // namespace
}  // namespace ipclab::app
