#pragma once
/// Every run a results file holds: one run (`run --format json`, the GUI), or each measured step
/// of a preset's results (`preset --format json`), for a front end that shows them all (the lab
/// report). Read through fromResultsJson, so a file is refused with the words `chart` uses.
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "ipclab/result.hpp"

namespace ipclab {

struct ResultsStep {
    int number = 0;    ///< The preset's step number (1-based); 0 for a single run.
    std::string name;  ///< The step's name as the file records it; empty for a single run.
    RunResult result;
};

struct ResultsDocument {
    std::string presetId;  ///< "report-004" for a preset's results; empty for a single run.
    std::vector<ResultsStep> steps;  ///< At least one.
    /// `run --runs N`'s results: N, the runs planned, and the steps are the runs measured (one
    /// experiment each time, numbered 1..). 0 for a preset's steps or a single run.
    std::size_t repeatedRuns = 0;
};

/// The runs of a results file's text. InvalidArgument with fromResultsJson's message when the
/// text or any of its steps is not a result file IPC Lab reads.
Expected<ResultsDocument> readResultsDocument(std::string_view text);

}  // namespace ipclab
