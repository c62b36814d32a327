#include "ipclab/experiment_json.hpp"

#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace ipclab {
namespace {

using OrderedJson = nlohmann::ordered_json;

Experiment everyFieldSet() {
    Experiment e;
    e.mechanisms = {"pipe", "tcp"};
    e.pattern = Pattern::Paced;
    e.sizesBytes = {64, 4096};
    e.iterations = 123;
    e.warmup = 4;
    e.repetitions = 3;
    e.placement = Placement::CrossCore;
    e.peerTimeoutMs = 2500;
    e.verifyPayload = true;
    e.waitStrategy = WaitStrategy::SpinBlock;
    e.parties = 5;
    e.lockLoop = LockLoop::Bare;
    e.gapUs = 250;
    e.keepCoresAwake = true;
    e.streamTotalBytes = 1 << 20;
    e.remotePeer = "10.0.0.2:7000";
    e.settle = true;
    e.precision = 0.025;
    e.minRounds = 8;
    e.timeBudgetSeconds = 45;
    e.roundSeed = 99;
    e.holdDmaLatency = true;
    e.selfComparison = true;
    return e;
}

std::string errorOf(const OrderedJson& json, ExperimentJsonForm form,
                    const std::string& path = "e") {
    const Expected<Experiment> read = experimentFromJson(json, form, path);
    return read ? std::string("(no error)") : read.error().message;
}

TEST(ExperimentJson, WritesTheResultsKeysInTheirOrder) {
    std::vector<std::string> keys;
    const OrderedJson json = toJson(Experiment{});
    for (const auto& item : json.items()) {
        keys.push_back(item.key());
    }
    EXPECT_EQ(keys, (std::vector<std::string>{"mechanisms",
                                              "pattern",
                                              "sizes",
                                              "iterations",
                                              "warmup",
                                              "repetitions",
                                              "placement",
                                              "peer_timeout_ms",
                                              "verify_payload",
                                              "wait",
                                              "parties",
                                              "lock_loop",
                                              "gap_us",
                                              "keep_cores_awake",
                                              "stream_total_bytes",
                                              "remote_peer",
                                              "settle",
                                              "precision",
                                              "min_rounds",
                                              "time_budget_s",
                                              "round_seed",
                                              "hold_dma_latency",
                                              "self_comparison"}));
    EXPECT_TRUE(toJson(Experiment{})["wait"].is_null());
    EXPECT_EQ(toJson(everyFieldSet())["wait"], "spin-block");
    EXPECT_EQ(toJson(Experiment{})["lock_loop"], "counter");
    EXPECT_EQ(toJson(everyFieldSet())["lock_loop"], "bare");
}

TEST(ExperimentJson, EveryFieldRoundTripsInEveryForm) {
    const Experiment e = everyFieldSet();
    for (ExperimentJsonForm form : {ExperimentJsonForm::Result, ExperimentJsonForm::Saved}) {
        const Expected<Experiment> back = experimentFromJson(toJson(e), form);
        ASSERT_TRUE(back.ok()) << back.error().message;
        EXPECT_EQ(*back, e);
    }
    // A preset step reads its mechanisms itself ("all"); everything else comes back.
    const Expected<Experiment> step = experimentFromJson(toJson(e), ExperimentJsonForm::Preset);
    ASSERT_TRUE(step.ok()) << step.error().message;
    Experiment expected = e;
    expected.mechanisms = Experiment{}.mechanisms;
    EXPECT_EQ(*step, expected);
    const Expected<Experiment> text =
        experimentFromJsonText(toJson(e).dump(), ExperimentJsonForm::Saved);
    ASSERT_TRUE(text.ok()) << text.error().message;
    EXPECT_EQ(*text, e);
}

TEST(ExperimentJson, ResultFilesNeedTheFirstFieldsOthersKeepDefaults) {
    OrderedJson json = toJson(everyFieldSet());
    json.erase("peer_timeout_ms");
    EXPECT_EQ(errorOf(json, ExperimentJsonForm::Result, "experiment"),
              "missing field experiment.peer_timeout_ms");
    // Saved settings may lack anything.
    const Expected<Experiment> saved =
        experimentFromJson(OrderedJson::object(), ExperimentJsonForm::Saved);
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(*saved, Experiment{});
    // Fields added later: an older result file keeps the defaults it was measured with.
    json = toJson(everyFieldSet());
    for (const char* key : {"gap_us", "parties", "lock_loop", "settle", "precision", "min_rounds",
                            "time_budget_s", "round_seed", "self_comparison"}) {
        json.erase(key);
    }
    const Expected<Experiment> old = experimentFromJson(json, ExperimentJsonForm::Result);
    ASSERT_TRUE(old.ok()) << old.error().message;
    EXPECT_EQ(old->gapUs, Experiment{}.gapUs);
    EXPECT_EQ(old->parties, Experiment{}.parties);
    EXPECT_EQ(old->lockLoop, LockLoop::Counter)
        << "files from before the bare loop ran the counter";
    EXPECT_FALSE(old->settle);
}

TEST(ExperimentJson, ErrorsNameTheJsonPath) {
    OrderedJson json = toJson(Experiment{});
    json["gap_us"] = -5;
    EXPECT_EQ(errorOf(json, ExperimentJsonForm::Result, "experiment"),
              "experiment.gap_us must not be negative (got -5)");
    EXPECT_EQ(errorOf(json, ExperimentJsonForm::Saved, ""), "gap_us must not be negative (got -5)");
    json = toJson(Experiment{});
    json["sizes"][0] = "4K";
    EXPECT_EQ(errorOf(json, ExperimentJsonForm::Result, "experiment"),
              "experiment.sizes[0] must be a non-negative integer (got a string)");
    json = toJson(Experiment{});
    json["wait"] = "nap";
    EXPECT_EQ(errorOf(json, ExperimentJsonForm::Saved, "steps[1].experiment"),
              "steps[1].experiment.wait is \"nap\", not a known wait strategy (block, spin, "
              "spin-yield, spin-block)");
    json = toJson(Experiment{});
    json["lock_loop"] = "empty";
    EXPECT_EQ(errorOf(json, ExperimentJsonForm::Preset, "steps[0].experiment"),
              "steps[0].experiment.lock_loop is \"empty\", not a known lock loop (counter, bare)");
    EXPECT_EQ(errorOf(OrderedJson::array(), ExperimentJsonForm::Saved, "experiment"),
              "experiment must be an object (got an array)");
    const Expected<Experiment> text = experimentFromJsonText("{", ExperimentJsonForm::Saved);
    ASSERT_FALSE(text.ok());
    EXPECT_EQ(text.error().message.rfind("not JSON: ", 0), 0u) << text.error().message;
}

TEST(ExperimentJson, PresetsWriteSizesAsOnTheCommandLineAndRefuseTypos) {
    const OrderedJson step = OrderedJson::parse(
        R"({"pattern": "stream", "sizes": "4..16", "total": "1G", "verify": true,
            "settle": true, "mechanisms": "all"})");
    const Expected<Experiment> e = experimentFromJson(step, ExperimentJsonForm::Preset, "s");
    ASSERT_TRUE(e.ok()) << e.error().message;
    EXPECT_EQ(e->sizesBytes, (std::vector<std::size_t>{4, 8, 16}));
    EXPECT_EQ(e->streamTotalBytes, 1ull << 30);
    EXPECT_TRUE(e->verifyPayload);
    EXPECT_TRUE(e->settle);
    // The results' spelling is a preset's too.
    const OrderedJson canonical =
        OrderedJson::parse(R"({"pattern": "stream", "sizes": ["4K"], "stream_total_bytes": "2M",
                        "verify_payload": true})");
    const Expected<Experiment> c = experimentFromJson(canonical, ExperimentJsonForm::Preset);
    ASSERT_TRUE(c.ok()) << c.error().message;
    EXPECT_EQ(c->sizesBytes, std::vector<std::size_t>{4096});
    EXPECT_EQ(c->streamTotalBytes, 2u << 20);

    EXPECT_EQ(errorOf(OrderedJson::parse(R"({"pattern": "lock", "sizes": [64], "iteration": 5})"),
                      ExperimentJsonForm::Preset)
                  .rfind("e.iteration: unknown field (known: mechanisms, pattern", 0),
              0u);
    EXPECT_EQ(errorOf(OrderedJson::parse(R"({"pattern": "lock", "sizes": [64], "total": 1,
                                      "stream_total_bytes": 1})"),
                      ExperimentJsonForm::Preset),
              "e.total: given twice (also as stream_total_bytes)");
    EXPECT_EQ(errorOf(OrderedJson::parse(R"({"pattern": "lock"})"), ExperimentJsonForm::Preset),
              "missing field e.sizes");
    // Elsewhere unknown keys are another version's: ignored.
    OrderedJson later = toJson(Experiment{});
    later["from_the_future"] = 1;
    EXPECT_TRUE(experimentFromJson(later, ExperimentJsonForm::Result).ok());
    EXPECT_TRUE(experimentFromJson(later, ExperimentJsonForm::Saved).ok());
}

}  // namespace
}  // namespace ipclab
