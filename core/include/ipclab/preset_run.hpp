#pragma once
/// A preset's steps measured one after another: which steps run here, in which order and under
/// which numbers, what this OS leaves out, and where a Stop ends the series. The one loop of
/// both front ends (`ipclab-cli preset`, the window's "Run all steps"), which run each step's
/// experiment their own way, as CoreMapRun (core_map.hpp) does for a map's mechanisms.
/// Not thread-safe: one front end pulls it from one thread.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "ipclab/preset.hpp"
#include "ipclab/result.hpp"

namespace ipclab {

class MechanismRegistry;

/// Which of a preset's steps a run takes.
struct StepSelection {
    enum class Kind {
        Required,      ///< Every step but the optional ones (`ipclab-cli preset NAME`).
        WithOptional,  ///< Every step, the optional ones too (Run all steps from an optional step).
        One,           ///< Step `number` alone, optional or not (`--step N`).
    };
    Kind kind = Kind::Required;
    std::size_t number = 0;  ///< Kind::One: the step's 1-based number in the preset.

    static StepSelection required() { return {Kind::Required, 0}; }
    static StepSelection withOptional() { return {Kind::WithOptional, 0}; }
    static StepSelection one(std::size_t number) { return {Kind::One, number}; }
    /// Whether the step numbered `number` (1-based) is taken.
    bool chooses(const PresetStep& step, std::size_t number) const;
};

/// One step as it runs here: its number in the preset as given (1-based, as `--list` shows
/// it) and the step with the mechanisms this OS lacks removed.
struct PlannedStep {
    std::size_t number = 0;
    PresetStep step;
};

/// What a preset run measures, fixed before its first step.
struct PresetPlan {
    std::vector<PlannedStep> steps;    ///< What runs, in the preset's order.
    std::vector<std::string> leftOut;  ///< "mq.posix: why", once per mechanism, whole preset.
    /// "step N (name): none of its mechanisms is available on this OS", one per chosen step
    /// with no mechanism left here.
    std::vector<std::string> skipped;
};

/// The plan of `selection` over `preset` with the mechanisms of `registry` that are available
/// (presetForThisMachine): every step keeps its number in `preset`.
PresetPlan planPresetSteps(const Preset& preset, StepSelection selection,
                           const MechanismRegistry& registry);

/// A preset's planned steps, pulled by the front end: next() gives the next step, the front end
/// runs its experiment, record() keeps the run. A run that comes back cancelled ends the
/// series there: the steps after it are not given. The registry is read in the constructor
/// only.
class PresetRun {
  public:
    PresetRun(const Preset& preset, StepSelection selection, const MechanismRegistry& registry);

    /// The next step to run; nothing once every planned step was given or a run was cancelled.
    std::optional<PlannedStep> next();
    /// The run of the step next() gave last (its cancel is what record() reads; the front end
    /// keeps the figures). Once per step: a record with no step waiting for its run is ignored.
    void record(const RunResult& run);

    /// The preset as given (not cut to this machine): its id, title, note and references.
    const Preset& preset() const { return m_preset; }
    const PresetPlan& plan() const { return m_plan; }
    /// The step next() gave last; nullptr before the first.
    const PlannedStep* step() const;
    /// How many steps' runs were recorded.
    std::size_t recorded() const { return m_recorded; }
    /// A recorded run came back cancelled: the steps after it will not be given.
    bool cancelled() const { return m_cancelled; }
    /// Planned steps next() has still to give (0 once cancelled).
    std::size_t stepsLeft() const;

  private:
    Preset m_preset;
    PresetPlan m_plan;
    std::size_t m_given = 0;  ///< Steps of m_plan next() has given.
    std::size_t m_recorded = 0;
    bool m_cancelled = false;
};

}  // namespace ipclab
