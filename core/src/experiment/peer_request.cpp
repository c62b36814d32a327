// The peer's one argv codec (ipclab/peer_request.hpp): each command's options are listed once, with
// how a value is written and read back, so that what the runner writes is what the peer reads.

#include "ipclab/peer_request.hpp"
#include "common/parse_number.hpp"

namespace ipclab {

namespace {

using detail::parseNumber;

/// One "--option value" pair of a command: how its value is written, and read back (false:
/// a bad value). `omitEmpty`: left out of the argv when it writes as "".
template <class Request>
struct Option {
    const char* name;
    std::string (*write)(const Request&);
    bool (*read)(const std::string&, Request&);
    bool omitEmpty = false;
};

const Option<PeerRequest> kRespondOptions[] = {
    {"--mechanism", [](const PeerRequest& r) { return r.mechanism; },
     [](const std::string& v, PeerRequest& r) {
         r.mechanism = v;
         return true;
     }},
    {"--channel", [](const PeerRequest& r) { return r.channel; },
     [](const std::string& v, PeerRequest& r) {
         r.channel = v;
         return true;
     }},
    {"--pattern", [](const PeerRequest& r) { return std::string(toString(r.pattern)); },
     [](const std::string& v, PeerRequest& r) {
         const auto pattern = parsePattern(v);
         r.pattern = pattern.value_or(Pattern::PingPong);
         return pattern.has_value();
     }},
    {"--size", [](const PeerRequest& r) { return std::to_string(r.sizeBytes); },
     [](const std::string& v, PeerRequest& r) {
         return parseNumber(v, r.sizeBytes) && r.sizeBytes >= kMinMessageBytes;
     }},
    {"--warmup", [](const PeerRequest& r) { return std::to_string(r.warmup); },
     [](const std::string& v, PeerRequest& r) { return parseNumber(v, r.warmup); }},
    {"--iterations", [](const PeerRequest& r) { return std::to_string(r.iterations); },
     [](const std::string& v, PeerRequest& r) {
         return parseNumber(v, r.iterations) && r.iterations > 0;
     }},
    {"--repetitions", [](const PeerRequest& r) { return std::to_string(r.repetitions); },
     [](const std::string& v, PeerRequest& r) {
         return parseNumber(v, r.repetitions) && r.repetitions > 0;
     }},
    {"--verify", [](const PeerRequest& r) { return std::string(r.verifyPayload ? "1" : "0"); },
     [](const std::string& v, PeerRequest& r) {
         r.verifyPayload = v == "1";
         return v == "0" || v == "1";
     }},
    {"--wait", [](const PeerRequest& r) { return std::string(toString(r.wait)); },
     [](const std::string& v, PeerRequest& r) {
         const auto wait = parseWaitStrategy(v);
         r.wait = wait.value_or(WaitStrategy::Block);
         return wait.has_value();
     }},
    {"--gap-us", [](const PeerRequest& r) { return std::to_string(r.gapUs); },
     [](const std::string& v, PeerRequest& r) { return parseNumber(v, r.gapUs); }},
    {"--cpu", [](const PeerRequest& r) { return std::to_string(r.cpu); },
     [](const std::string& v, PeerRequest& r) { return parseNumber(v, r.cpu) && r.cpu >= -1; }},
    {"--fault", [](const PeerRequest& r) { return r.fault; },
     [](const std::string& v, PeerRequest& r) {
         r.fault = v;
         return true;
     },
     true},
    // Written only when off, so that a remote peer built before it still reads the request.
    {"--counters", [](const PeerRequest& r) { return std::string(r.countEvents ? "" : "0"); },
     [](const std::string& v, PeerRequest& r) {
         r.countEvents = v == "1";
         return v == "0" || v == "1";
     },
     true},
};

const Option<LockPartyRequest> kLockOptions[] = {
    {"--mechanism", [](const LockPartyRequest& r) { return r.mechanism; },
     [](const std::string& v, LockPartyRequest& r) {
         r.mechanism = v;
         return true;
     }},
    {"--arena", [](const LockPartyRequest& r) { return r.arenaName; },
     [](const std::string& v, LockPartyRequest& r) {
         r.arenaName = v;
         return true;
     }},
    {"--arena-bytes", [](const LockPartyRequest& r) { return std::to_string(r.arenaBytes); },
     [](const std::string& v, LockPartyRequest& r) {
         return parseNumber(v, r.arenaBytes) && r.arenaBytes >= kMinLockArenaBytes;
     }},
    {"--party", [](const LockPartyRequest& r) { return std::to_string(r.party); },
     [](const std::string& v, LockPartyRequest& r) {
         return parseNumber(v, r.party) && r.party >= 0 && r.party < kMaxParties;
     }},
    {"--warmup", [](const LockPartyRequest& r) { return std::to_string(r.warmup); },
     [](const std::string& v, LockPartyRequest& r) { return parseNumber(v, r.warmup); }},
    {"--iterations", [](const LockPartyRequest& r) { return std::to_string(r.iterations); },
     [](const std::string& v, LockPartyRequest& r) { return parseNumber(v, r.iterations); }},
    {"--repetitions", [](const LockPartyRequest& r) { return std::to_string(r.repetitions); },
     [](const std::string& v, LockPartyRequest& r) {
         return parseNumber(v, r.repetitions) && r.repetitions > 0;
     }},
    {"--wait", [](const LockPartyRequest& r) { return std::string(toString(r.wait)); },
     [](const std::string& v, LockPartyRequest& r) {
         const auto wait = parseWaitStrategy(v);
         r.wait = wait.value_or(WaitStrategy::Spin);
         return wait.has_value();
     }},
    {"--cpu", [](const LockPartyRequest& r) { return std::to_string(r.cpu); },
     [](const std::string& v, LockPartyRequest& r) {
         return parseNumber(v, r.cpu) && r.cpu >= -1;
     }},
    // Written only for the bare loop: a request without it is the counter loop, as before.
    {"--loop",
     [](const LockPartyRequest& r) {
         return std::string(r.loop == LockLoop::Bare ? toString(r.loop) : "");
     },
     [](const std::string& v, LockPartyRequest& r) {
         const auto loop = parseLockLoop(v);
         r.loop = loop.value_or(LockLoop::Counter);
         return loop.has_value();
     },
     true},
};

// The peer program's own command line: ipclab-peer prints it to the terminal that started it
// (the runner starts it right, the GUI never shows it), so English as written - options and
// all - not a translation key.
Error commandLineError(std::string english) {
    return textError(ErrorCode::InvalidArgument, Text::verbatim(std::move(english)));
}

Error usage() {
    return commandLineError(
        "ipclab-peer: usage: ipclab-peer respond --mechanism ID --channel TEXT --pattern "
        "pingpong|stream --size BYTES --warmup N --iterations N --repetitions N [--verify 0|1] "
        "[--cpu N] [--fault die-after=N|hang-after=N] [--counters 0|1]");
}

template <class Request, std::size_t N>
std::vector<std::string> write(const char* command, const Request& request,
                               const Option<Request> (&options)[N]) {
    std::vector<std::string> arguments = {command};
    for (const auto& option : options) {
        std::string value = option.write(request);
        if (!(option.omitEmpty && value.empty())) {
            arguments.emplace_back(option.name);
            arguments.push_back(std::move(value));
        }
    }
    return arguments;
}

template <class Request, std::size_t N>
Expected<Request> read(const std::vector<std::string>& arguments,
                       const Option<Request> (&options)[N]) {
    Request request;
    for (std::size_t i = 1; i < arguments.size(); i += 2) {
        const std::string& name = arguments[i];
        if (i + 1 >= arguments.size()) {
            return textError(
                ErrorCode::InvalidArgument,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "ipclab-peer: %1 needs a value"),
                     {verbatimArg(name)}));
        }
        const std::string& value = arguments[i + 1];
        const Option<Request>* option = nullptr;
        for (const auto& candidate : options) {
            if (name == candidate.name) {
                option = &candidate;
            }
        }
        if (option == nullptr) {
            return textError(
                ErrorCode::InvalidArgument,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "ipclab-peer: unknown option %1"),
                     {verbatimArg(name)}));
        }
        if (!option->read(value, request)) {
            return textError(
                ErrorCode::InvalidArgument,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "ipclab-peer: bad value \"%1\" for %2"),
                     {verbatimArg(value), verbatimArg(name)}));
        }
    }
    return request;
}

}  // namespace

std::vector<std::string> toPeerArguments(const PeerCommand& command) {
    if (const auto* lock = std::get_if<LockPartyRequest>(&command)) {
        return write("lock", *lock, kLockOptions);
    }
    return write("respond", std::get<PeerRequest>(command), kRespondOptions);
}

Expected<PeerCommand> parsePeerArguments(const std::vector<std::string>& arguments) {
    if (!arguments.empty() && arguments[0] == "lock") {
        auto lock = read(arguments, kLockOptions);
        if (!lock) {
            return lock.error();
        }
        if (lock->mechanism.empty() || lock->arenaName.empty()) {
            return commandLineError("ipclab-peer: --mechanism and --arena are required");
        }
        return PeerCommand(std::move(lock.value()));
    }
    if (arguments.empty() || arguments[0] != "respond") {
        return usage();
    }
    auto request = read(arguments, kRespondOptions);
    if (!request) {
        return request.error();
    }
    if (request->mechanism.empty() || request->channel.empty()) {
        return commandLineError("ipclab-peer: --mechanism and --channel are required");
    }
    return PeerCommand(std::move(request.value()));
}

Expected<PeerRequest> parsePeerRequest(const std::vector<std::string>& arguments) {
    auto command = parsePeerArguments(arguments);
    if (!command) {
        return command.error();
    }
    if (auto* request = std::get_if<PeerRequest>(&command.value())) {
        return std::move(*request);
    }
    return usage();
}

}  // namespace ipclab
