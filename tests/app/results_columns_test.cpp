// The results table's anatomy columns (context switches and faults per message, this side /
// the peer) and the columns a student hides, remembered for the next start.
#include <gtest/gtest.h>

#include <QLocale>
#include <QSettings>
#include <QTableView>
#include <memory>

#include "gui/app_settings.hpp"
#include "gui/models/results_table_model.hpp"
#include "gui/widgets/results_pane.hpp"

namespace ipclab::app {
namespace {

using platform::ThreadCounter;

PointResult countedPoint() {
    PointResult point;
    point.mechanism = "pipe";
    point.sizeBytes = 64;
    point.ok = true;
    point.repetitions.resize(6);
    point.latencyNs.median = 2500;
    const auto set = [&point](ThreadCounter counter, double me, double peer) {
        point.anatomy.initiator[static_cast<std::size_t>(counter)] = me;
        point.anatomy.responder[static_cast<std::size_t>(counter)] = peer;
    };
    set(ThreadCounter::VoluntarySwitches, 0.46, 0.68);
    set(ThreadCounter::InvoluntarySwitches, 0.54, -1);  // the peer's not counted
    set(ThreadCounter::MinorFaults, 0.03, 0.01);
    set(ThreadCounter::MajorFaults, 0, 0.02);
    return point;
}

// Removes what a test saved, before and after it: other tests expect the default columns.
class SavedColumns {
  public:
    SavedColumns() { clear(); }
    ~SavedColumns() { clear(); }
    SavedColumns(const SavedColumns&) = delete;
    SavedColumns& operator=(const SavedColumns&) = delete;

  private:
    static void clear() {
        const std::unique_ptr<QSettings> settings(newAppSettings());
        settings->remove(QStringLiteral("results/hiddenColumns"));
    }
};

TEST(ResultsColumns, AnatomyShowsEachSidePerMessageAndDashesWhatWasNotCounted) {
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    ResultsTableModel model;
    PointResult uncounted = countedPoint();
    uncounted.anatomy = MessageAnatomy{};
    model.setResults(Pattern::PingPong, {countedPoint(), uncounted});
    const auto shown = [&model](int row, int column) {
        return model.index(row, column).data().toString();
    };
    // me/peer as the CPU column writes its pair ("4.12/4.20 µs"): one format in the table.
    EXPECT_EQ(shown(0, ResultsTableModel::Sleeps), QStringLiteral("0.46/0.68"));
    EXPECT_EQ(shown(0, ResultsTableModel::Preemptions), QStringLiteral("0.54/\u2013"));
    EXPECT_EQ(shown(0, ResultsTableModel::Faults), QStringLiteral("0.03/0.03"));  // minor + major
    EXPECT_EQ(shown(1, ResultsTableModel::Sleeps), QStringLiteral("\u2014"));
    // Copied as two bare numbers, the sides named in the header.
    EXPECT_EQ(model.copyCells(0, ResultsTableModel::Sleeps),
              (QStringList{QStringLiteral("0.460"), QStringLiteral("0.680")}));
    EXPECT_EQ(model.copyCells(0, ResultsTableModel::Preemptions),
              (QStringList{QStringLiteral("0.540"), QString()}));
    EXPECT_EQ(model.copyHeader(ResultsTableModel::Sleeps),
              (QStringList{QStringLiteral("Sleeps/msg me"), QStringLiteral("Sleeps/msg peer")}));
    // Sorted by both sides together.
    EXPECT_DOUBLE_EQ(model.index(0, ResultsTableModel::Sleeps).data(Qt::UserRole).toDouble(),
                     0.46 + 0.68);
    QLocale::setDefault(QLocale::system());
}

// Each pair column says on hover what it counts and who "me" and "peer" are.
TEST(ResultsColumns, PairColumnsDefineMeAndPeerInTheirHeaders) {
    ResultsTableModel model;
    for (const int column : {ResultsTableModel::CpuPerMessage, ResultsTableModel::Sleeps,
                             ResultsTableModel::Preemptions, ResultsTableModel::Faults}) {
        const QString tip = model.headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
        EXPECT_TRUE(tip.contains("me = the side that sends first")) << tip.toStdString();
        EXPECT_TRUE(tip.contains("me/peer")) << tip.toStdString();
    }
    EXPECT_TRUE(model.headerData(ResultsTableModel::CpuPerMessage, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains("about one mean round trip per message"));
}

// One round gives a median and no interval: the cell says "—", its tooltip says why, and the
// copied cells stay empty rather than [x, x].
TEST(ResultsColumns, OneRoundShowsNoIntervalAndSaysWhy) {
    ResultsTableModel model;
    PointResult one = countedPoint();
    one.repetitions.resize(1);
    one.latencyCi95 = {1, 2500, 2500, 2500};
    one.reliability.medianCi95 = {1, 2500, 2500, 2500, 0};
    PointResult six = countedPoint();
    six.latencyCi95 = {6, 2500, 2400, 2600};
    six.reliability.medianCi95 = {6, 2500, 2400, 2600, 0.969};
    model.setResults(Pattern::PingPong, {one, six});
    EXPECT_EQ(model.index(0, ResultsTableModel::Ci95).data().toString(), QStringLiteral("\u2014"));
    EXPECT_TRUE(model.index(0, ResultsTableModel::Ci95)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith("One round gives no interval"));
    EXPECT_EQ(model.copyCells(0, ResultsTableModel::Ci95), (QStringList{QString(), QString()}));
    EXPECT_NE(model.index(1, ResultsTableModel::Ci95).data().toString(), QStringLiteral("\u2014"));
}

TEST(ResultsColumns, TheAnatomyIsHiddenUntilShownAndTheChoiceIsRemembered) {
    const SavedColumns clean;
    {
        ResultsPane pane;
        QTableView* table = pane.table();
        EXPECT_TRUE(table->isColumnHidden(ResultsTableModel::Sleeps));
        EXPECT_TRUE(table->isColumnHidden(ResultsTableModel::Faults));
        EXPECT_FALSE(table->isColumnHidden(ResultsTableModel::Value));
        pane.setColumnShown(ResultsTableModel::Sleeps, true);
        pane.setColumnShown(ResultsTableModel::Spread, false);
        EXPECT_FALSE(table->isColumnHidden(ResultsTableModel::Sleeps));
        EXPECT_TRUE(table->isColumnHidden(ResultsTableModel::Spread));
        // A new run resets the model: the columns stay as chosen.
        RunResult run;
        run.points = {countedPoint()};
        pane.showResult(run);
        EXPECT_FALSE(table->isColumnHidden(ResultsTableModel::Sleeps));
        EXPECT_TRUE(table->isColumnHidden(ResultsTableModel::Spread));
    }
    {
        ResultsPane reopened;
        EXPECT_FALSE(reopened.table()->isColumnHidden(ResultsTableModel::Sleeps));
        EXPECT_TRUE(reopened.table()->isColumnHidden(ResultsTableModel::Spread));
        EXPECT_TRUE(reopened.table()->isColumnHidden(ResultsTableModel::Preemptions));
        // Every column shown: an empty choice is remembered as such, not as "no choice yet".
        for (int column = 0; column < ResultsTableModel::ColumnCount; ++column) {
            reopened.setColumnShown(column, true);
        }
    }
    ResultsPane allShown;
    for (int column = 0; column < ResultsTableModel::ColumnCount; ++column) {
        EXPECT_FALSE(allShown.table()->isColumnHidden(column)) << column;
    }
}

}  // namespace
}  // namespace ipclab::app
