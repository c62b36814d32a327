// The loop over a preset's steps (ipclab/preset_run.hpp): the plan is made once, up front, so
// that a front end can check every step and every output before the first minute of measuring.
#include "ipclab/preset_run.hpp"

#include <string>
#include <utility>

#include "ipclab/mechanism_registry.hpp"

namespace ipclab {

bool StepSelection::chooses(const PresetStep& step, std::size_t stepNumber) const {
    switch (kind) {
        case Kind::One:
            return stepNumber == number;
        case Kind::WithOptional:
            return true;
        case Kind::Required:
            break;
    }
    return !step.optional;
}

PresetPlan planPresetSteps(const Preset& preset, StepSelection selection,
                           const MechanismRegistry& registry) {
    PresetPlan plan;
    // Dropped mechanisms named once for the whole preset, also those of steps not chosen: the
    // reader learns what this OS changes about the preset, whichever step they asked for.
    presetForThisMachine(preset, registry, &plan.leftOut);
    for (std::size_t i = 0; i < preset.steps.size(); ++i) {
        const std::size_t number = i + 1;
        const PresetStep& step = preset.steps[i];
        if (!selection.chooses(step, number)) {
            continue;
        }
        // Cut one step at a time: presetForThisMachine drops an emptied step, and the steps
        // after it must keep their numbers in the preset.
        Preset single = preset;
        single.steps = {step};
        const Preset here = presetForThisMachine(single, registry, nullptr);
        if (here.steps.empty()) {
            plan.skipped.push_back("step " + std::to_string(number) + " (" + step.name +
                                   "): none of its mechanisms is available on this OS");
            continue;
        }
        plan.steps.push_back({number, here.steps.front()});
    }
    return plan;
}

PresetRun::PresetRun(const Preset& preset, StepSelection selection,
                     const MechanismRegistry& registry)
    : m_preset(preset), m_plan(planPresetSteps(preset, selection, registry)) {}

std::optional<PlannedStep> PresetRun::next() {
    if (m_cancelled || m_given >= m_plan.steps.size()) {
        return std::nullopt;
    }
    return m_plan.steps[m_given++];
}

void PresetRun::record(const RunResult& run) {
    if (m_recorded >= m_given) {
        return;  // no step waits for a run
    }
    ++m_recorded;
    m_cancelled = m_cancelled || run.cancelled;
}

const PlannedStep* PresetRun::step() const {
    return m_given == 0 ? nullptr : &m_plan.steps[m_given - 1];
}

std::size_t PresetRun::stepsLeft() const {
    return m_cancelled ? 0 : m_plan.steps.size() - m_given;
}

}  // namespace ipclab
