#include "cli/cli_commands.hpp"

#include <QApplication>
#include <QString>
#include <atomic>
#include <chrono>
#include <clocale>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>
#include <thread>

#include "charts/result_chart.hpp"
#include "charts/units.hpp"
#include "cli/console.hpp"
#include "cli/repeated_runs_command.hpp"
#include "cli/report_command.hpp"
#include "cli/text_table.hpp"
#include "ipclab/clock_calibration.hpp"
#include "ipclab/comparison.hpp"
#include "ipclab/lab_service.hpp"
#include "ipclab/mechanism_registry.hpp"
#include "ipclab/output_file.hpp"
#include "ipclab/remote.hpp"
#include "ipclab/report.hpp"
#include "ipclab/stop.hpp"
#include "ipclab/validation.hpp"

namespace ipclab::app {
namespace {

// Set by the SIGINT/SIGTERM handler; a watcher thread turns it into a stop request, which is
// not async-signal-safe to call from the handler itself. gInterruptSignal keeps the first
// signal for the exit code (130, 143) whenever it came: before, during or after measuring.
std::atomic<bool> gInterruptRequested{false};
std::atomic<int> gInterruptSignal{0};
static_assert(std::atomic<bool>::is_always_lock_free, "used from a signal handler");
static_assert(std::atomic<int>::is_always_lock_free, "used from a signal handler");

void onInterrupt(int signal) {
    int none = 0;
    gInterruptSignal.compare_exchange_strong(none, signal);
    gInterruptRequested.store(true);
}

const QSize kChartSize(1200, 750);

std::string formatTimeLeft(double seconds) {
    if (seconds < 0) {
        return "estimating time left";
    }
    if (seconds < 1) {
        return "<1 s left";
    }
    const auto whole = static_cast<long long>(seconds + 0.5);
    if (whole < 60) {
        return std::to_string(whole) + " s left";
    }
    return std::to_string(whole / 60) + " min " + std::to_string(whole % 60) + " s left";
}

/// Progress on stderr, rewritten in place, only when stderr is a terminal; failures always.
class ConsoleObserver : public RunObserver {
  public:
    explicit ConsoleObserver(bool terminal) : m_terminal(terminal) {}

    void progress(const RunProgress& progress) override {
        if (!m_terminal) {
            return;
        }
        char percent[16];
        std::snprintf(percent, sizeof percent, "[%3d%%]",
                      static_cast<int>(progress.fractionDone * 100.0 + 0.5));
        std::string line = std::string(percent) + " " + progress.mechanism + " " +
                           formatBytes(progress.sizeBytes) + ", round " +
                           std::to_string(progress.repetition) + "/" +
                           std::to_string(progress.repetitionCount) + ", " +
                           formatTimeLeft(progress.remainingSeconds);
        writeLine(line);
    }

    void pointFinished(const PointResult& point) override {
        if (!point.ok) {
            clearLine();
            std::fprintf(stderr, "%s %s failed: %s\n", point.mechanism.c_str(),
                         formatBytes(point.sizeBytes).c_str(), point.error.english().c_str());
        }
    }

    void runFinished(const RunResult& /*result*/) override { clearLine(); }

  private:
    void writeLine(const std::string& line) {
        const std::size_t width = displayWidth(line);
        std::string padded = line;
        if (width < m_lastWidth) {
            padded.append(m_lastWidth - width, ' ');
        }
        std::fprintf(stderr, "\r%s", padded.c_str());
        std::fflush(stderr);
        m_lastWidth = width;
    }

    void clearLine() {
        if (m_terminal && m_lastWidth > 0) {
            std::fprintf(stderr, "\r%s\r", std::string(m_lastWidth, ' ').c_str());
            std::fflush(stderr);
            m_lastWidth = 0;
        }
    }

    bool m_terminal;
    std::size_t m_lastWidth = 0;
};

// An output that is a FIFO is written into the end its check held open (output_file.hpp), or
// else opened only once it has a reader (never blocking: opened blocking without one, it
// waited for ever and no signal ended the wait). When its reader has gone, it waits this long
// for another, in slices, and after SIGINT/SIGTERM at most kFifoGrace more (a reader that was
// about to come still gets the result).
constexpr auto kFifoWait = std::chrono::seconds(30);
constexpr auto kFifoGrace = std::chrono::seconds(2);

bool writeToFifo(const std::string& path, const std::string& content) {
    using Clock = std::chrono::steady_clock;
    auto deadline = Clock::now() + kFifoWait;
    bool signalled = false;
    for (;;) {
        const platform::Status written = writeIntoFile(path, content);
        if (written) {
            return true;
        }
        if (written.error().code != platform::ErrorCode::Closed) {
            std::cerr << "error: " << written.error().message << '\n';
            return false;
        }
        if (!signalled && gInterruptSignal.load() != 0) {
            signalled = true;
            deadline = std::min(deadline, Clock::now() + kFifoGrace);
        }
        if (Clock::now() > deadline) {
            std::cerr << "error: " << written.error().message << '\n';
            return false;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
}

bool writeTextFile(const std::string& path, const std::string& content) {
    std::error_code fifoError;
    if (std::filesystem::is_fifo(path, fifoError)) {
        return writeToFifo(path, content);
    }
    if (platform::Status written = writeIntoFile(path, content); !written) {
        std::cerr << "error: " << written.error().message << '\n';
        return false;
    }
    return true;
}

/// Chart rendering needs a QApplication; the CLI never shows a window, so it uses the
/// offscreen platform unless the user chose one, and needs no display server.
void ensureQtApplication() {
    if (QCoreApplication::instance() != nullptr) {
        return;
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    static int argc = 1;
    static char name[] = "ipclab-cli";
    static char* argv[] = {name, nullptr};
    // Qt's platform chatter ("XDG_RUNTIME_DIR not set", ...) is noise for CLI users; keep
    // only real failures.
    qInstallMessageHandler([](QtMsgType type, const QMessageLogContext&, const QString& text) {
        if (type == QtCriticalMsg || type == QtFatalMsg) {
            std::cerr << text.toStdString() << '\n';
        }
    });
    static QApplication application(argc, argv);
    // QApplication took LC_NUMERIC from the environment; C and core format numbers with
    // printf, which must keep writing "4.5" (QLocale, not the C library, localises the UI).
    std::setlocale(LC_NUMERIC, "C");
    installEnglishPlurals();
}

bool writeChartPng(const RunResult& result, const std::string& path) {
    ensureQtApplication();
    // Encoded in memory, then written as every output is (into a FIFO when its reader comes).
    QString error;
    const QByteArray png = renderChartPng(result, kChartSize, &error);
    if (png.isEmpty()) {
        std::cerr << "error: " << error.toStdString() << '\n';
        return false;
    }
    return writeTextFile(path, png.toStdString());
}

/// `text` parsed by `parse` into `field`; an empty text keeps the field, a bad one adds
/// "<what> (got 'text')" to `errors`.
template <class T, class Parse>
void parseInto(const std::string& text, Parse parse, T& field, std::vector<std::string>& errors,
               const std::string& what) {
    if (text.empty()) {
        return;
    }
    if (const std::optional<T> value = parse(text)) {
        field = *value;
    } else {
        errors.push_back(what + " (got '" + text + "')");
    }
}

struct BuiltExperiment {
    Experiment experiment;
    std::vector<std::string> errors;
    /// Said before measuring when the run chose how to keep wake-ups out of its figures.
    std::string placementNote;
};

// Unpinned on an idle machine, every blocking hand-off can wait for an idle CPU to wake (a
// halted vCPU: ~25 us; a laptop's deep C-state), so the mechanisms look alike and rounds flip
// between two worlds; a keep-awake spinner only halves that on a VM. The default placement is
// therefore Auto (each mechanism where it measures itself), said in one line before measuring.
void sayPlacement(const RunCommandOptions& options, BuiltExperiment& built) {
    const Experiment& experiment = built.experiment;
    if (experiment.placement != Placement::Auto || !experiment.remotePeer.empty()) {
        return;
    }
    built.placementNote =
        std::string("placement: auto") + (options.placement.empty() ? " (the default)" : "") +
        ": blocking hand-offs on one CPU, so none waits for an idle CPU to wake; spinning ones "
        "on two, as a spinner needs a CPU of its own. The wake-up itself: --placement "
        "cross-core (or unpinned)\n";
}

/// Parses the option texts into the experiment the other options were bound into.
BuiltExperiment buildExperiment(const RunCommandOptions& options) {
    BuiltExperiment built{options.experiment, {}, {}};
    Experiment& experiment = built.experiment;
    if (!options.mechanisms.empty()) {
        experiment.mechanisms = splitList(options.mechanisms);
    }
    if (experiment.mechanisms.empty()) {
        built.errors.push_back(
            "mechanisms: give at least one mechanism id (see 'ipclab-cli list')");
    }
    parseInto(options.pattern, parsePattern, experiment.pattern, built.errors,
              "pattern: must be pingpong, stream, lock, paced or one-sided");
    if (!options.wait.empty()) {
        experiment.waitStrategy = WaitStrategy{};
        parseInto(options.wait, parseWaitStrategy, *experiment.waitStrategy, built.errors,
                  "wait: must be block, spin, spin-yield or spin-block");
    }
    parseInto(options.placement, parsePlacement, experiment.placement, built.errors,
              "placement: must be auto, unpinned, same-core or cross-core");
    parseInto(options.lockLoop, parseLockLoop, experiment.lockLoop, built.errors,
              "lock-loop: must be counter or bare");
    if (!options.sizes.empty()) {
        auto sizes = parseSizeList(options.sizes);
        if (sizes.ok()) {
            experiment.sizesBytes = sizes.value();
        } else {
            built.errors.push_back("sizes: " + sizes.error().message);
        }
    }
    if (options.keepAwakeMethod == "spinner") {
        experiment.keepCoresAwake = true;
    } else if (options.keepAwakeMethod == "dma-latency") {
        experiment.holdDmaLatency = true;
    } else if (!options.keepAwakeMethod.empty() && options.keepAwakeMethod != "off") {
        built.errors.push_back("keep-awake: must be spinner, dma-latency or off (got '" +
                               options.keepAwakeMethod + "')");
    }
    sayPlacement(options, built);
    if (!options.total.empty()) {
        // One size in the usual syntax ("256M", "1G"); a list or range makes no sense here.
        auto total = parseSizeList(options.total);
        if (!total || total->size() != 1) {
            built.errors.push_back("--total must be one size such as 256M or 1G (got \"" +
                                   options.total + "\")");
        } else {
            experiment.streamTotalBytes = total->front();
        }
    }
    if (built.errors.empty()) {
        for (const ValidationError& error : validate(experiment, MechanismRegistry::builtin())) {
            built.errors.push_back(error.message);
        }
    }
    return built;
}

/// Turns the signal handler's flag into a stop request, on a thread of its own from
/// construction to destruction: requestStop() runs callbacks and locks, which a signal handler
/// must not do. Joined however the run ends.
class InterruptWatcher {
  public:
    explicit InterruptWatcher(StopSource& stop)
        : m_thread([this, &stop] {
              while (!m_runEnded.load()) {
                  if (gInterruptRequested.exchange(false)) {
                      std::fprintf(stderr, "\ninterrupted: stopping after the current sample...\n");
                      stop.requestStop();
                  }
                  std::this_thread::sleep_for(std::chrono::milliseconds(50));
              }
          }) {}
    ~InterruptWatcher() {
        m_runEnded.store(true);
        m_thread.join();
    }
    InterruptWatcher(const InterruptWatcher&) = delete;
    InterruptWatcher& operator=(const InterruptWatcher&) = delete;

  private:
    std::atomic<bool> m_runEnded{false};
    std::thread m_thread;  // after m_runEnded, which it reads
};

/// What recordCommandLine() recorded: written into every result this process measures.
std::string gCommandLine;  // NOLINT: one per process, as the command line is

/// Runs `experiment` through the service with progress on stderr and Ctrl-C cancelling it
/// cleanly; `countEvents` false counts nothing around the rounds (what counting costs).
RunResult measure(const Experiment& experiment, const std::string& remoteToken = {},
                  bool countEvents = true) {
    RunnerOptions runnerOptions;
    runnerOptions.countEvents = countEvents;
    const LabService service(runnerOptions);
    ConsoleObserver observer(stderrIsTerminal());

    // The handlers were installed for the whole process (installInterruptHandlers): a signal
    // that came before this run, during it or after it ends the run and sets the exit code,
    // and what was measured is still written.
    StopSource stop;
    if (gInterruptSignal.load() != 0) {
        stop.requestStop();
    }
    std::vector<ValidationError> refused;
    RunResult result;
    {
        const InterruptWatcher watcher(stop);
        result = service.run(experiment, observer, stop.token(), remoteToken, &refused);
    }
    // A signal that came while the last point was ending (before the watcher passed it on)
    // still makes this a cancelled run, as the exit code (130, 143) says.
    if (gInterruptSignal.load() != 0) {
        result.cancelled = true;
    }
    for (const ValidationError& problem : refused) {
        std::cerr << "error: " << problem.message << '\n';
    }
    result.commandLine = gCommandLine;
    return result;
}

int exitCodeFor(const RunResult& result) {
    return result.allOk() && !result.points.empty() ? kExitOk : kExitPointFailed;
}

}  // namespace

void recordCommandLine(std::string line) {
    gCommandLine = std::move(line);
}

Experiment defaultRunExperiment() {
    Experiment experiment;
    experiment.mechanisms = {"thread.mutex", "pipe", "tcp"};
    experiment.settle = true;
    experiment.placement = Placement::Auto;  // sayPlacement() tells why
    return experiment;
}

void reclaimLeftoversOfKilledRuns() {
    const platform::ReclaimReport report = LabService::startUp().reclaimed;
    if (report.removed > 0) {
        std::cerr << "ipclab-cli: " << report.describe() << '\n';
    }
}

void installInterruptHandlers() {
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

int exitCodeAfterInterrupt(int code) {
    const int signal = gInterruptSignal.load();
    return signal == 0 ? code : 128 + signal;
}

// The run command's machinery, shared with the preset command (preset_command.cpp).
RunResult measureWithProgress(const Experiment& experiment, const std::string& remoteToken,
                              bool countEvents) {
    return measure(experiment, remoteToken, countEvents);
}
bool interruptSignalled() {
    return gInterruptSignal.load() != 0;
}
bool writeOutputFile(const std::string& path, const std::string& content) {
    return writeTextFile(path, content);
}
void ensureCliQtApplication() {
    ensureQtApplication();
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::stringstream stream(text);
    std::string item;
    while (std::getline(stream, item, ',')) {
        const auto first = item.find_first_not_of(" \t");
        if (first == std::string::npos) {
            continue;
        }
        items.push_back(item.substr(first, item.find_last_not_of(" \t") - first + 1));
    }
    return items;
}

int reportBadArguments(const std::vector<std::string>& errors) {
    for (const std::string& error : errors) {
        std::cerr << "error: " << error << '\n';
    }
    return kExitBadArguments;
}

int runCommand(const RunCommandOptions& options) {
    if (!isResultFormat(options.format)) {
        return reportBadArguments(
            {"format: must be " + std::string(kResultFormats) + " (got '" + options.format + "')"});
    }
    BuiltExperiment built = buildExperiment(options);
    for (const auto& [option, path] :
         {std::pair{"--out", options.outPath}, std::pair{"--png", options.pngPath}}) {
        if (std::string problem = checkOutputPath(option, path); !problem.empty()) {
            built.errors.push_back(problem);
        }
    }
    if (std::string problem = checkSameOutput("--out", options.outPath, "--png", options.pngPath);
        !problem.empty()) {
        built.errors.push_back(problem);
    }
    if (std::string problem = runCountProblem(options); !problem.empty()) {
        built.errors.push_back(problem);
    }
    if (!built.errors.empty()) {
        return reportBadArguments(built.errors);
    }
    std::string token = options.token;
    if (!built.experiment.remotePeer.empty() && token.empty()) {
        if (const char* fromEnvironment = std::getenv(kPeerTokenEnvironment)) {
            token = fromEnvironment;
        }
        if (token.empty()) {
            return reportBadArguments({"--peer needs the peer's token: --token TOKEN or the " +
                                       std::string(kPeerTokenEnvironment) +
                                       " environment variable"});
        }
    }
    std::cerr << built.placementNote;
    if (options.runs != 1) {
        return repeatedRunsCommand(built.experiment, options, token);
    }
    const RunResult result = measure(built.experiment, token, options.countEvents);

    std::string output;
    const std::string table = formatResultTable(result, options.details) +
                              (options.anatomy ? formatAnatomyTable(result) : "");
    if (options.format == "json") {
        output = toJson(result) + "\n";
    } else if (options.format == "csv") {
        output = toCsv(result);
    } else if (options.format == "points-csv") {
        output = toPointsCsv(result);
    } else {
        output = table;
    }
    bool written = true;
    if (options.outPath.empty()) {
        std::cout << output << std::flush;
    } else {
        written = writeTextFile(options.outPath, output);
        // The file holds the requested format; the terminal still gets the readable table.
        if (options.format != "table") {
            std::cout << table << std::flush;
        }
        if (written) {
            std::cerr << "wrote " << options.outPath << '\n';
        }
    }
    if (!options.pngPath.empty()) {
        written = writeChartPng(result, options.pngPath) && written;
        if (written) {
            std::cerr << "wrote " << options.pngPath << '\n';
        }
    }
    const int code = exitCodeFor(result);
    return code == kExitOk && !written ? kExitPointFailed : code;
}

bool writeRunChartPng(const RunResult& result, const std::string& path) {
    return writeChartPng(result, path);
}

int exitCodeForRun(const RunResult& result) {
    return exitCodeFor(result);
}

}  // namespace ipclab::app
