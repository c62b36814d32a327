#pragma once
/// Whether an experiment may run, field by field (ValidationError, ipclab/experiment.hpp): above
/// the mechanisms, whose registry says what exists, is available here and fits each size.
#include <vector>

#include "ipclab/experiment.hpp"

namespace ipclab {

class MechanismRegistry;

/// Every problem with `experiment`, empty when it may run. Checks each field's range, that each
/// mechanism exists, is available on this OS and supports the pattern, that each size is within
/// the mechanism's limits, and that cross-core placement has two CPUs to use.
std::vector<ValidationError> validate(const Experiment& experiment,
                                      const MechanismRegistry& registry);

}  // namespace ipclab
