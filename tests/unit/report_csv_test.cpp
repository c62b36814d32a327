// A run as CSV: one row per repetition, the header, quoting (RFC 4180).
#include "ipclab/report.hpp"

#include <cmath>
#include <limits>
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
