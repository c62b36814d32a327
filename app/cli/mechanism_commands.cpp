// The commands that describe the mechanisms of this build: list (table or JSON) and explain.
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli/cli_commands.hpp"
#include "cli/console.hpp"
#include "cli/text_table.hpp"
#include "ipclab/experiment.hpp"
#include "ipclab/lab_service.hpp"
#include "ipclab/mechanism_registry.hpp"

namespace ipclab::app {

namespace {

// Every pattern the mechanism runs, including those implied (paced wherever ping-pong runs).
std::vector<Pattern> supportedPatterns(const MechanismInfo& info) {
    std::vector<Pattern> patterns;
    for (Pattern pattern : kPatterns) {
        if (info.supports(pattern)) {
            patterns.push_back(pattern);
        }
    }
    return patterns;
}

/// One party's calls: {"calls": [...], "min": N, "max": N}; min and max null where the library
/// decides (the note says which calls).
nlohmann::json partyCallsJson(const std::vector<std::string>& calls, CallRange range,
                              bool dependsOnLibrary) {
    nlohmann::json party{{"calls", calls}, {"min", nullptr}, {"max", nullptr}};
    if (!dependsOnLibrary) {
        party["min"] = range.min;
        party["max"] = range.max;
    }
    return party;
}

nlohmann::json systemCallsJson(const SystemCalls& calls) {
    return {
        {"sender", partyCallsJson(calls.senderCalls, calls.sender, calls.dependsOnLibrary)},
        {"receiver", partyCallsJson(calls.receiverCalls, calls.receiver, calls.dependsOnLibrary)},
        {"depends_on_library", calls.dependsOnLibrary},
        {"note", calls.note}};
}

}  // namespace

int listCommand(const std::string& format) {
    const auto infos = MechanismRegistry::builtin().infos();
    if (format == "json") {
        nlohmann::json list = nlohmann::json::array();
        for (const MechanismInfo* info : infos) {
            nlohmann::json patterns = nlohmann::json::array();
            for (Pattern pattern : supportedPatterns(*info)) {
                patterns.push_back(std::string(toString(pattern)));
            }
            nlohmann::json waits = nlohmann::json::array();
            for (WaitStrategy wait : info->waitStrategies) {
                waits.push_back(std::string(toString(wait)));
            }
            list.push_back({{"id", info->id},
                            {"title", info->title},
                            {"locality", std::string(toString(info->locality))},
                            {"patterns", patterns},
                            {"wait_strategies", waits},  // the default first
                            {"min_bytes", info->minBytes},
                            {"max_bytes", info->maxBytes},
                            {"size_limit_note", english(info->sizeLimitNote)},
                            {"lossy", info->lossy},
                            {"report_variant_of", info->reportVariantOf},
                            {"available", info->available},
                            {"unavailable_reason", info->unavailableReason},
                            {"explanation", info->explanation},
                            {"system_calls", systemCallsJson(info->systemCalls)}});
        }
        const platform::Capability pinning = LabService::cpuPinning();
        std::cout << nlohmann::json{{"mechanisms", list},
                                    {"cpu_pinning",
                                     {{"available", pinning.available}, {"note", pinning.note}}}}
                         .dump(2)
                  << '\n';
        return kExitOk;
    }
    TextTable table;
    table.setHeader({"id", "title", "locality", "patterns", "wait (default first)", "sizes",
                     "notes", "available"});
    // Where a size limit comes from is a sentence; it goes under the table, not in a cell.
    std::string sizeNotes;
    for (const MechanismInfo* info : infos) {
        std::string patterns;
        for (Pattern pattern : supportedPatterns(*info)) {
            patterns += (patterns.empty() ? "" : ",") + std::string(toString(pattern));
        }
        std::string waits;
        for (WaitStrategy wait : info->waitStrategies) {
            waits += (waits.empty() ? "" : ",") + std::string(toString(wait));
        }
        std::string sizes = formatBytes(info->minBytes) + " .. " + formatBytes(info->maxBytes);
        if (!info->sizeLimitNote.empty()) {
            sizes += " *";
            sizeNotes += "  " + info->id + ": " + english(info->sizeLimitNote) + "\n";
        }
        std::string notes;
        if (!info->reportVariantOf.empty()) {
            notes = "report " + info->reportVariantOf + "'s method" +
                    (info->communicates() ? "" : ", not communication");
        }
        if (info->lossy) {
            notes += (notes.empty() ? "" : "; ") + std::string("lossy: losses counted");
        }
        table.addRow({info->id, info->title, std::string(toString(info->locality)), patterns, waits,
                      sizes, notes.empty() ? "-" : notes,
                      info->available ? "yes" : "no: " + info->unavailableReason});
    }
    std::cout << table.render();
    if (!sizeNotes.empty()) {
        std::cout << "\n* size limits:\n" << sizeNotes;
    }
    // Placement is the other thing an OS may not give (macOS: affinity is only a hint).
    if (const platform::Capability pinning = LabService::cpuPinning(); !pinning.available) {
        std::cout << "\nPlacement: unpinned only (auto runs unpinned): " << pinning.note << "\n";
    }
    std::cout << "('ipclab-cli explain ID' tells what each one does inside the OS)\n";
    return kExitOk;
}

namespace {

// Words wrapped at `width` columns (UTF-8 aware through displayWidth).
std::string wrapText(const std::string& text, std::size_t width) {
    std::istringstream words(text);
    std::string word;
    std::string out;
    std::size_t column = 0;
    while (words >> word) {
        const std::size_t length = displayWidth(word);
        if (column > 0 && column + 1 + length > width) {
            out += '\n';
            column = 0;
        } else if (column > 0) {
            out += ' ';
            ++column;
        }
        out += word;
        column += length;
    }
    return out;
}

}  // namespace

int explainCommand(const std::string& id) {
    const MechanismRegistry& registry = MechanismRegistry::builtin();
    const Mechanism* mechanism = registry.find(id);
    if (mechanism == nullptr) {
        std::string known;
        for (const MechanismInfo* info : registry.infos()) {
            known += (known.empty() ? "" : ", ") + info->id;
        }
        return reportBadArguments({"unknown mechanism '" + id + "' (known: " + known + ")"});
    }
    const MechanismInfo& info = mechanism->info();
    std::string patterns;
    for (Pattern pattern : supportedPatterns(info)) {
        patterns += (patterns.empty() ? "" : ", ") + std::string(toString(pattern));
    }
    std::string waits;
    for (WaitStrategy wait : info.waitStrategies) {
        waits += (waits.empty() ? "" : ", ") + std::string(toString(wait));
    }
    std::cout << info.id << " \xE2\x80\x94 " << info.title << " (" << toString(info.locality)
              << ")\n";
    if (!info.reportVariantOf.empty()) {
        std::cout << "Report " << info.reportVariantOf
                  << "'s own method, shown beside the real measurement"
                  << (info.communicates() ? ".\n" : ": not communication.\n");
    }
    std::cout << "Patterns: " << patterns << "\n";
    std::cout << "Wait strategies: " << waits << " (default: "
              << (info.waitStrategies.empty() ? std::string("none")
                                              : std::string(toString(info.waitStrategies.front())))
              << ")\n";
    std::cout << "Sizes: " << formatBytes(info.minBytes) << " .. " << formatBytes(info.maxBytes);
    if (!info.sizeLimitNote.empty()) {
        std::cout << " (" << english(info.sizeLimitNote) << ")";
    }
    std::cout << "\n";
    if (info.lossy) {
        std::cout << "Lossy: a message that does not arrive is counted as lost, not waited for.\n";
    }
    if (!info.available) {
        std::cout << "Not available here: " << info.unavailableReason << "\n";
    }
    std::cout << "\n" << wrapText(info.explanation, 78) << "\n";
    const SystemCalls& calls = info.systemCalls;
    std::cout << "\n"
              << wrapText(
                     "System calls per message, by design (one direction, steady state): "
                     "sender " +
                         describeCalls(calls.senderCalls, calls.sender, calls.dependsOnLibrary) +
                         ", receiver " +
                         describeCalls(calls.receiverCalls, calls.receiver,
                                       calls.dependsOnLibrary) +
                         ". " + calls.note,
                     78)
              << "\n";
    return kExitOk;
}

}  // namespace ipclab::app
