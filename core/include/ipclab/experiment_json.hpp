#pragma once
/// The one JSON form of an Experiment: the "experiment" object of a results file, the
/// "experiment" of a preset step and the experiment the GUI remembers are all this object, with
/// the same snake_case keys ("gap_us", "peer_timeout_ms", ...). Pure functions, thread-safe.
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "ipclab/experiment.hpp"

namespace ipclab {

/// Every field of `experiment`, in the results file's order: mechanisms, pattern, sizes,
/// iterations, warmup, repetitions, placement, peer_timeout_ms, verify_payload, wait (null:
/// each mechanism's own), parties, lock_loop ("counter" or "bare"; absent: counter), gap_us,
/// keep_cores_awake, stream_total_bytes, remote_peer,
/// settle, precision, min_rounds, time_budget_s, round_seed, hold_dma_latency, self_comparison.
/// Changing a key or the order changes the results schema (result_schema_test).
nlohmann::ordered_json toJson(const Experiment& experiment);

/// Who wrote the object, which decides what it may leave out or spell otherwise.
enum class ExperimentJsonForm {
    /// A results file: the fields of the first files (mechanisms .. verify_payload) are
    /// required, those added later may be missing (they then keep Experiment's defaults, which
    /// is how such a run was measured; settle's group comes together). Unknown keys are
    /// ignored. Sizes are integers.
    Result,
    /// A preset step, written by hand: only pattern and sizes are required (the rest keep
    /// Experiment's defaults), an unknown key is refused (a typo must not be ignored), sizes and
    /// the stream total may be written as on the command line (64, "4K", or "4..1M" for the
    /// whole list), and "total" / "verify" are accepted for stream_total_bytes /
    /// verify_payload. "mechanisms" is left to the preset, which also knows "all".
    Preset,
    /// Written by this program for itself (the GUI's settings): every field may be missing
    /// (defaults) and unknown keys are ignored, so that another version's file still reads.
    Saved,
};

/// The Experiment in `json`, the object found at `path` of its document ("experiment",
/// "steps[0].experiment"; empty for a document of its own). InvalidArgument whose message
/// starts with the JSON path of the first problem: "experiment.gap_us must not be negative
/// (got -5)", "missing field experiment.pattern". Ranges are left to validate().
Expected<Experiment> experimentFromJson(const nlohmann::ordered_json& json, ExperimentJsonForm form,
                                        const std::string& path = {});

/// experimentFromJson of a JSON text (one object); InvalidArgument "not JSON: ..." first.
Expected<Experiment> experimentFromJsonText(std::string_view text, ExperimentJsonForm form);

}  // namespace ipclab
