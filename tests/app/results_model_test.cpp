// ResultsTableModel: contents, sort keys, and Qt's model consistency checks.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSortFilterProxyModel>

#include "charts/units.hpp"
#include "gui/models/results_table_model.hpp"

namespace ipclab::app {
namespace {

/// The display texts below are English ones ("12.3 µs"), whatever LANG the tests run under
/// (the table writes numbers in QLocale(); locale_numbers_test.cpp checks German).
class EnglishNumbers {
  public:
    EnglishNumbers() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    ~EnglishNumbers() { QLocale::setDefault(m_previous); }
    EnglishNumbers(const EnglishNumbers&) = delete;
    EnglishNumbers& operator=(const EnglishNumbers&) = delete;

  private:
    QLocale m_previous;
};

PointResult point(const std::string& mechanism, std::size_t size, double medianNs, bool ok = true) {
    PointResult p;
    p.mechanism = mechanism;
    p.sizeBytes = size;
    p.ok = ok;
    p.error = ok ? PointFailure()
                 : PointFailure{FailureKind::PeerDied, Text::verbatim("peer stopped answering")};
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
    const EnglishNumbers english;
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
              "Median of rounds");
    model.clear(Pattern::Stream);
    EXPECT_EQ(model.headerData(ResultsTableModel::Value, Qt::Horizontal).toString(),
              "Throughput (rounds' median)");
}

TEST(ResultsTableModel, AnIntervalReachingBelowZeroShowsOnlyItsUpperBound) {
    const EnglishNumbers english;
    ResultsTableModel model;
    PointResult wide = point("pipe", 64, 3'490);
    wide.latencyCi95 = {3, 12'450, -27'700, 52'600};
    model.addPoint(point("tcp", 64, 7'000));
    model.addPoint(wide);
    EXPECT_EQ(model.data(model.index(1, ResultsTableModel::Ci95)).toString(),
              QString::fromUtf8("\xE2\x89\xA4 52.6 \xC2\xB5s"));
    EXPECT_TRUE(model.data(model.index(1, ResultsTableModel::Ci95), Qt::ToolTipRole)
                    .toString()
                    .contains("below zero"));
    EXPECT_FALSE(model.data(model.index(0, ResultsTableModel::Ci95))
                     .toString()
                     .contains(QString::fromUtf8("\xE2\x89\xA4")));
    EXPECT_FALSE(model.data(model.index(0, ResultsTableModel::Ci95), Qt::ToolTipRole)
                     .toString()
                     .contains("below zero"));
}

TEST(ResultsTableModel, ShowsWaitCpuAndLostMessages) {
    const EnglishNumbers english;
    ResultsTableModel model;
    PointResult spinning = point("shm.ring", 64, 300);
    spinning.waitStrategy = WaitStrategy::Spin;
    spinning.initiatorCpuNsPerMessage = 2100;
    spinning.responderCpuNsPerMessage = 2000;
    PointResult lossy = point("udp", 64, 20'000);
    lossy.lostMessages = 3;
    model.addPoint(spinning);
    model.addPoint(lossy);
    EXPECT_EQ(model.headerData(ResultsTableModel::Wait, Qt::Horizontal).toString(), "Wait");
    EXPECT_EQ(model.data(model.index(0, ResultsTableModel::Wait)).toString(), "spin");
    EXPECT_EQ(model.data(model.index(1, ResultsTableModel::Wait)).toString(), "block");
    EXPECT_EQ(model.data(model.index(0, ResultsTableModel::CpuPerMessage)).toString(),
              QString::fromUtf8("2.10/2.00 \xC2\xB5s"));
    // Not measured: a dash, not a negative number.
    EXPECT_EQ(model.data(model.index(1, ResultsTableModel::CpuPerMessage)).toString(),
              QString::fromUtf8("\xE2\x80\x93"));
    EXPECT_EQ(model.data(model.index(0, ResultsTableModel::Lost)).toString(), "");
    EXPECT_EQ(model.data(model.index(1, ResultsTableModel::Lost)).toString(), "3");
}

TEST(ResultsTableModel, LockAndOneSidedShowNsPerOperation) {
    const EnglishNumbers english;
    ResultsTableModel model;
    PointResult lock = point("thread.spin", 0, 45);
    lock.pattern = Pattern::Lock;
    lock.latencyNs.max = 60;
    model.setResults(Pattern::Lock, {lock});
    EXPECT_EQ(model.headerData(ResultsTableModel::Value, Qt::Horizontal).toString(),
              "ns/op (rounds' median)");
    EXPECT_EQ(model.headerData(ResultsTableModel::Spread, Qt::Horizontal).toString(), "Max");
    EXPECT_EQ(model.data(model.index(0, ResultsTableModel::Value)).toString(), "45.0 ns");
    EXPECT_EQ(model.data(model.index(0, ResultsTableModel::Spread)).toString(), "60.0 ns");
    EXPECT_EQ(model.data(model.index(0, ResultsTableModel::Size)).toString(),
              QString::fromUtf8("\xE2\x80\x94"));
    model.clear(Pattern::OneSided);
    EXPECT_EQ(model.headerData(ResultsTableModel::Value, Qt::Horizontal).toString(),
              "ns/op (rounds' median)");
}

TEST(ResultsTableModel, PacedMedianTooltipGivesTheOpenLoopFigure) {
    const EnglishNumbers english;
    ResultsTableModel model;
    PointResult paced = point("pipe", 64, 9'000);
    paced.pattern = Pattern::Paced;
    paced.openLoop.roundTripNs.count = 2;
    paced.openLoop.roundTripNs.median = 25'000;
    paced.openLoop.roundTripNs.p99 = 80'000;
    paced.openLoop.medianCi95 = {2, 25'000, 24'000, 26'000, 0.5};
    PointResult withoutIt = paced;  // gap 0, or a file from before the figure
    withoutIt.openLoop = {};
    model.setResults(Pattern::Paced, {paced, withoutIt});
    const QString tooltip =
        model.data(model.index(0, ResultsTableModel::Value), Qt::ToolTipRole).toString();
    EXPECT_TRUE(
        tooltip.startsWith("Open loop: round trip from each message's intended send "
                           "time (not halved): median 25.0 \xC2\xB5s"))
        << tooltip.toStdString();
    EXPECT_TRUE(tooltip.contains(QString::fromUtf8("24.0 \xE2\x80\x93 26.0 \xC2\xB5s")))
        << tooltip.toStdString();
    EXPECT_TRUE(tooltip.contains(QString::fromUtf8("p99 80.0 \xC2\xB5s"))) << tooltip.toStdString();
    EXPECT_TRUE(openLoopNote(withoutIt).isEmpty());
    PointResult pingPong = paced;
    pingPong.pattern = Pattern::PingPong;
    EXPECT_TRUE(openLoopNote(pingPong).isEmpty());
}

TEST(Units, CpuPairUsesOneUnitAndDashesForUnmeasured) {
    EXPECT_EQ(formatCpuPair(850, 12.5), "850/12.5 ns");
    EXPECT_EQ(formatCpuPair(2100, -1),
              QString::fromUtf8("2.10/\xE2\x80\x93 \xC2\xB5s").toStdString());
    EXPECT_EQ(formatCpuPair(-1, -1), "\xE2\x80\x93");
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
