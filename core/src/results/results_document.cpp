#include "ipclab/results_document.hpp"

#include "common/bounded_json.hpp"
#include "ipclab/repeated_run.hpp"
#include "ipclab/report.hpp"

namespace ipclab {

Expected<ResultsDocument> readResultsDocument(std::string_view text) {
    // fromResultsJson reads and checks every run: this only finds which steps there are, so a
    // hostile file is refused by the same code, in the same words, as everywhere else.
    Expected<detail::Json> json = detail::parseBoundedJson(text);
    const bool preset = json && json->is_object() && json->contains("steps") &&
                        !json->contains("schema_version") && (*json)["steps"].is_array();
    ResultsDocument document;
    if (!preset) {
        Expected<RunResult> run = fromResultsJson(text, 0);
        if (!run) {
            return run.error();
        }
        document.steps.push_back({0, {}, std::move(*run)});
        return document;
    }
    if (const auto id = json->find("preset"); id != json->end() && id->is_string()) {
        document.presetId = id->get<std::string>();
    }
    if (const auto runs = json->find("repeated_runs"); runs != json->end() &&
                                                       runs->is_number_integer() &&
                                                       validRunCount(runs->get<std::int64_t>())) {
        document.repeatedRuns = runs->get<std::size_t>();
    }
    for (const detail::Json& entry : (*json)["steps"]) {
        if (!entry.is_object() || !entry.contains("result") || !entry["result"].is_object()) {
            continue;
        }
        const auto number = entry.find("number");
        if (number == entry.end() || !number->is_number_integer() ||
            number->get<std::int64_t>() < 1 || number->get<std::int64_t>() > 1'000'000) {
            continue;  // fromResultsJson below names the steps it can choose from
        }
        const int step = static_cast<int>(number->get<std::int64_t>());
        Expected<RunResult> run = fromResultsJson(text, step);
        if (!run) {
            return run.error();
        }
        const auto name = entry.find("name");
        document.steps.push_back(
            {step, name != entry.end() && name->is_string() ? name->get<std::string>() : "",
             std::move(*run)});
    }
    if (document.steps.empty()) {
        // No step with a number: the reader's own message for such a file.
        Expected<RunResult> run = fromResultsJson(text, 0);
        if (!run) {
            return run.error();
        }
        document.steps.push_back({0, {}, std::move(*run)});
    }
    return document;
}

}  // namespace ipclab
