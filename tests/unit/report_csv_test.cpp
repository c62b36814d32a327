// A run as CSV: one row per repetition, the header, quoting (RFC 4180).
#include "ipclab/report.hpp"

#include <cmath>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "report_samples.hpp"
#include "text_assertions.hpp"

namespace ipclab {
namespace {

using Json = nlohmann::json;
using test::contains;
using namespace samples;

// Splits RFC 4180 CSV into rows of fields.
std::vector<std::vector<std::string>> parseCsv(const std::string& text) {
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> row;
    std::string field;
    bool quoted = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row.push_back(field);
            field.clear();
        } else if (c == '\n') {
            row.push_back(field);
            field.clear();
            rows.push_back(row);
            row.clear();
        } else {
            field += c;
        }
    }
    EXPECT_TRUE(field.empty() && row.empty()) << "the CSV must end with a line break";
    return rows;
}

TEST(Csv, Header) {
    EXPECT_EQ(csvHeader(),
              "mechanism,pattern,placement,size_bytes,repetition,ok,error,count,min_ns,mean_ns,"
              "median_ns,p90_ns,p99_ns,p999_ns,max_ns,stddev_ns,bytes_per_s,msgs_per_s,"
              "elapsed_ns,wait,lost_messages,ns_per_op,initiator_cpu_ns_per_msg,"
              "responder_cpu_ns_per_msg,wall_with_startup_median_ns,open_loop_rtt_median_ns,"
              "open_loop_rtt_p99_ns,initiator_voluntary_switches_per_msg,"
              "initiator_involuntary_switches_per_msg,initiator_migrations_per_msg,"
              "initiator_minor_faults_per_msg,initiator_major_faults_per_msg,"
              "initiator_task_clock_ns_per_msg,initiator_cycles_per_msg,"
              "initiator_instructions_per_msg,initiator_cache_misses_per_msg,"
              "responder_voluntary_switches_per_msg,responder_involuntary_switches_per_msg,"
              "responder_migrations_per_msg,responder_minor_faults_per_msg,"
              "responder_major_faults_per_msg,responder_task_clock_ns_per_msg,"
              "responder_cycles_per_msg,responder_instructions_per_msg,"
              "responder_cache_misses_per_msg,point_median_of_rounds,point_ci95_low,"
              "point_ci95_high");
    EXPECT_EQ(toCsv(RunResult{}), csvHeader() + "\n");
}

TEST(Csv, OneRowPerRepetitionAndOneForAFailedPoint) {
    const RunResult run = sampleRun();
    const auto rows = parseCsv(toCsv(run));
    // 2 ping-pong repetitions + 3 stream repetitions + 1 row for the failed point + header.
    ASSERT_EQ(rows.size(), 1u + 2u + 3u + 1u);
    for (const auto& row : rows) {
        EXPECT_EQ(row.size(), 48u);  // 27 + the anatomy's 18 + the point's 3
    }
    EXPECT_EQ(rows[0][0], "mechanism");

    const auto& pingPong = rows[2];
    EXPECT_EQ(pingPong[0], "pipe");
    EXPECT_EQ(pingPong[1], "pingpong");
    EXPECT_EQ(pingPong[2], "cross-core");
    EXPECT_EQ(pingPong[3], "4096");
    EXPECT_EQ(pingPong[4], "1");
    EXPECT_EQ(pingPong[5], "true");
    EXPECT_EQ(pingPong[6], "");
    EXPECT_EQ(pingPong[7], "50");
    const Summary& s = run.points[0].repetitions[1].latencyNs;
    // Numbers read back to the same double.
    EXPECT_EQ(std::stod(pingPong[8]), s.min);
    EXPECT_EQ(std::stod(pingPong[9]), s.mean);
    EXPECT_EQ(std::stod(pingPong[10]), s.median);
    EXPECT_EQ(std::stod(pingPong[13]), s.p999);
    EXPECT_EQ(std::stod(pingPong[15]), s.stddev);
    EXPECT_EQ(pingPong[16], "");
    EXPECT_EQ(pingPong[17], "");
    EXPECT_EQ(std::stod(pingPong[18]), run.points[0].repetitions[1].elapsedNs);
    EXPECT_EQ(pingPong[19], "spin-yield");
    EXPECT_EQ(pingPong[20], "2");
    EXPECT_EQ(pingPong[21], "");
    EXPECT_EQ(std::stod(pingPong[22]), run.points[0].initiatorCpuNsPerMessage);
    EXPECT_EQ(pingPong[23], "");  // not measured

    const auto& stream = rows[5];
    EXPECT_EQ(stream[0], "tcp");
    EXPECT_EQ(stream[1], "stream");
    EXPECT_EQ(stream[4], "2");
    for (int column = 7; column <= 15; ++column) {
        EXPECT_EQ(stream[static_cast<std::size_t>(column)], "") << column;
    }
    EXPECT_EQ(std::stod(stream[16]), run.points[1].repetitions[2].bytesPerSecond);
    EXPECT_EQ(std::stod(stream[17]), run.points[1].repetitions[2].messagesPerSecond);
    EXPECT_EQ(stream[19], "block");
    EXPECT_EQ(stream[20], "0");
    EXPECT_EQ(stream[22], "800.25");
    EXPECT_EQ(stream[23], "950.125");

    const auto& failed = rows[6];
    EXPECT_EQ(failed[0], "thread.mutex");
    EXPECT_EQ(failed[4], "");
    EXPECT_EQ(failed[5], "false");
    EXPECT_EQ(failed[6], "peer timed out, last said \"bye\"\nafter 5000 ms");
    for (std::size_t column = 7; column < 24; ++column) {
        if (column != 19) {
            EXPECT_EQ(failed[column], "") << column;
        }
    }
    EXPECT_EQ(failed[19], "block");
    EXPECT_EQ(failed[45], "") << "a failed point without rounds has no figure";

    // The point's shown figure and interval (after the anatomy's 18), the same on each row.
    EXPECT_EQ(std::stod(pingPong[45]), shownCentre(run.points[0]));
    EXPECT_EQ(std::stod(pingPong[46]), run.points[0].latencyCi95.low);
    EXPECT_EQ(std::stod(pingPong[47]), run.points[0].latencyCi95.high);
    EXPECT_EQ(std::stod(stream[45]), run.points[1].throughput.bytesPerSecond);
    EXPECT_EQ(std::stod(stream[47]), run.points[1].throughput.ci95High);
}

TEST(Csv, LockAndOneSidedRowsCarryNsPerOperation) {
    const RunResult run = newPatternsRun();
    const auto rows = parseCsv(toCsv(run));
    ASSERT_EQ(rows.size(), 1u + 3u + 3u + 2u);
    const auto& lock = rows[3];
    EXPECT_EQ(lock[0], "thread.spin");
    EXPECT_EQ(lock[1], "lock");
    EXPECT_EQ(lock[4], "2");
    for (std::size_t column = 7; column <= 17; ++column) {
        EXPECT_EQ(lock[column], "") << column;
    }
    EXPECT_EQ(std::stod(lock[18]), run.points[0].repetitions[2].elapsedNs);
    EXPECT_EQ(lock[19], "spin");
    EXPECT_EQ(lock[20], "");  // a lock moves no message
    EXPECT_EQ(std::stod(lock[21]), run.points[0].repetitions[2].nsPerOperation);
    EXPECT_EQ(lock[22], "13.75");
    EXPECT_EQ(lock[23], "12.5");
    const auto& oneSided = rows[4];
    EXPECT_EQ(oneSided[1], "one-sided");
    EXPECT_EQ(oneSided[20], "2");
    EXPECT_EQ(std::stod(oneSided[21]), run.points[1].repetitions[0].nsPerOperation);
    EXPECT_EQ(oneSided[23], "");
    const auto& paced = rows[7];
    EXPECT_EQ(paced[1], "paced");
    EXPECT_EQ(paced[7], "50");
    EXPECT_EQ(paced[21], "");
}

TEST(Csv, FieldsWithCommasQuotesAndLineBreaksAreQuoted) {
    const std::string csv = toCsv(sampleRun());
    EXPECT_TRUE(contains(csv, ",\"peer timed out, last said \"\"bye\"\"\nafter 5000 ms\","));
}

TEST(Csv, AFailedPointKeepsTheRepetitionsItFinished) {
    RunResult run = sampleRun();
    run.points[1].ok = false;
    run.points[1].error = {FailureKind::PeerDied, Text::verbatim("connection reset")};
    const auto rows = parseCsv(toCsv(run));
    ASSERT_EQ(rows.size(), 7u);
    for (std::size_t row = 3; row <= 5; ++row) {
        EXPECT_EQ(rows[row][5], "false");
        EXPECT_EQ(rows[row][6], "connection reset");
        EXPECT_NE(rows[row][16], "");
        EXPECT_EQ(rows[row].size(), 48u);  // 27 + the anatomy's 18 + the point's 3
    }
}

}  // namespace
}  // namespace ipclab

namespace ipclab {
namespace {

// The tidy CSV: one row per point, each cell named as the JSON names it, read with the same
// RFC 4180 splitter as above.
std::map<std::string, std::string> rowByName(const std::vector<std::string>& header,
                                             const std::vector<std::string>& row) {
    std::map<std::string, std::string> cells;
    for (std::size_t i = 0; i < header.size() && i < row.size(); ++i) {
        cells[header[i]] = row[i];
    }
    return cells;
}

TEST(PointsCsv, OneRowPerPointWithTheFigureBesideItsOwnInterval) {
    const RunResult run = samples::sampleRun();
    const auto rows = parseCsv(toPointsCsv(run));
    ASSERT_EQ(rows.size(), run.points.size() + 1);
    const std::vector<std::string>& header = rows[0];
    EXPECT_EQ(header[0], "mechanism");
    EXPECT_EQ(header[9], "median_of_rounds");
    EXPECT_EQ(header[10], "ci95_low");
    EXPECT_EQ(header[11], "ci95_high");
    for (std::size_t i = 1; i < rows.size(); ++i) {
        EXPECT_EQ(rows[i].size(), header.size()) << "row " << i;
    }

    const PointResult& pingPong = run.points[0];
    auto cells = rowByName(header, rows[1]);
    EXPECT_EQ(cells["mechanism"], "pipe");
    EXPECT_EQ(cells["size"], "4096");
    EXPECT_EQ(cells["unit"], "ns");
    EXPECT_EQ(std::stod(cells["median_of_rounds"]), shownCentre(pingPong));
    EXPECT_EQ(std::stod(cells["ci95_low"]), pingPong.reliability.medianCi95.low);
    EXPECT_EQ(std::stod(cells["ci95_high"]), pingPong.reliability.medianCi95.high);
    EXPECT_EQ(cells["rounds"], "2");
    EXPECT_EQ(cells["samples_count"], "100");
    EXPECT_EQ(std::stod(cells["samples_median"]), pingPong.latencyNs.median);
    EXPECT_EQ(cells["wait"], "spin-yield");
    EXPECT_EQ(cells["cpu_ns_per_msg_responder"], "") << "not measured";
    EXPECT_EQ(cells["lost_messages"], "3");

    // Three rounds of 3.57e9 + k * 1e7 / 7 bytes/s: the figure is the middle one.
    cells = rowByName(header, rows[2]);
    EXPECT_EQ(cells["unit"], "bytes_per_s");
    EXPECT_DOUBLE_EQ(std::stod(cells["median_of_rounds"]), 3.57e9 + 1.0e7 / 7.0);
    EXPECT_DOUBLE_EQ(std::stod(cells["ci95_low"]), 3.57e9);
    EXPECT_DOUBLE_EQ(std::stod(cells["ci95_high"]), 3.57e9 + 2.0e7 / 7.0);
    EXPECT_EQ(cells["samples_median"], "") << "a stream has no per-message samples";
    EXPECT_FALSE(cells["msgs_per_s"].empty());

    // The failed point keeps its row and its error; its figures are empty.
    cells = rowByName(header, rows[3]);
    EXPECT_EQ(cells["ok"], "false");
    EXPECT_EQ(cells["error"], run.points[2].error.english());
    EXPECT_EQ(cells["median_of_rounds"], "");
    EXPECT_EQ(cells["ci95_low"], "");
}

TEST(PointsCsv, APresetsStepsShareOneHeaderWithTheStepFirst) {
    const RunResult run = samples::sampleRun();
    const std::string text = toPointsCsv(run, 1) + toPointsCsv(run, 2, /*withHeader=*/false);
    const auto rows = parseCsv(text);
    ASSERT_EQ(rows.size(), 2 * run.points.size() + 1);
    EXPECT_EQ(rows[0][0], "step");
    EXPECT_EQ(rows[0][1], "mechanism");
    EXPECT_EQ(rows[1][0], "1");
    EXPECT_EQ(rows.back()[0], "2");
}

}  // namespace
}  // namespace ipclab
