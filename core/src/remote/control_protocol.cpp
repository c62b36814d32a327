#include "control_protocol.hpp"

#include "common/bounded_json.hpp"
#include "common/constant_time.hpp"

#include <array>
#include <limits>
#include <nlohmann/json.hpp>

namespace ipclab::remote {

namespace {

using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// How often a wait for a message looks at the stop flag.
constexpr std::chrono::milliseconds kStopPoll{100};

struct TypeName {
    MessageType type;
    std::string_view name;
};
constexpr std::array<TypeName, 7> kTypeNames{{{MessageType::Hello, "hello"},
                                              {MessageType::Welcome, "welcome"},
                                              {MessageType::Error, "error"},
                                              {MessageType::Request, "request"},
                                              {MessageType::Ready, "ready"},
                                              {MessageType::Abort, "abort"},
                                              {MessageType::Done, "done"}}};

// The machine's text fields, in one table for both directions.
struct MachineField {
    const char* name;
    std::string SystemInfo::*member;
};
constexpr std::array<MachineField, 11> kMachineFields{{{"os_name", &SystemInfo::osName},
                                                       {"os_version", &SystemInfo::osVersion},
                                                       {"kernel", &SystemInfo::kernel},
                                                       {"cpu_model", &SystemInfo::cpuModel},
                                                       {"architecture", &SystemInfo::architecture},
                                                       {"idle_driver", &SystemInfo::idleDriver},
                                                       {"host_name", &SystemInfo::hostName},
                                                       {"compiler", &SystemInfo::compiler},
                                                       {"build_type", &SystemInfo::buildType},
                                                       {"app_version", &SystemInfo::appVersion},
                                                       {"date", &SystemInfo::date}}};

Error incompleteFrame(std::chrono::milliseconds wait) {
    return textError(
        ErrorCode::Timeout,
        Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                            "a control message began but did not arrive whole within %1 ms"),
             {integerArg(wait.count())}));
}

Error malformed(Text why) {
    return textError(ErrorCode::ProtocolError,
                     Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "malformed control message: %1"),
                          {textArg(std::move(why))}));
}

// Field readers: each checks presence and type, so that no nlohmann exception can arise.
const Json* find(const Json& object, const char* name) {
    const auto it = object.find(name);
    return it == object.end() ? nullptr : &*it;
}

bool readString(const Json& object, const char* name, std::string& out, Text& why,
                std::size_t maxBytes = kMaxControlMessageBytes) {
    const Json* value = find(object, name);
    if (value == nullptr || !value->is_string()) {
        why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "\"%1\" must be a string"),
                   {verbatimArg(name)});
        return false;
    }
    out = value->get<std::string>();
    if (out.size() > maxBytes) {
        why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "\"%1\" is longer than %2 bytes"),
                   {verbatimArg(name), integerArg(static_cast<std::int64_t>(maxBytes))});
        return false;
    }
    return true;
}

// Absent: empty (a field added in a later protocol version that older senders may omit).
bool readOptionalString(const Json& object, const char* name, std::string& out, Text& why,
                        std::size_t maxBytes) {
    return find(object, name) == nullptr || readString(object, name, out, why, maxBytes);
}

template <class Int>
bool readInteger(const Json& object, const char* name, Int low, Int high, Int& out, Text& why) {
    const Json* value = find(object, name);
    if (value == nullptr || !value->is_number_integer()) {
        why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "\"%1\" must be an integer"),
                   {verbatimArg(name)});
        return false;
    }
    const bool isUnsigned = value->is_number_unsigned();
    const auto asSigned = isUnsigned ? 0 : value->get<std::int64_t>();
    const auto asUnsigned = isUnsigned ? value->get<std::uint64_t>() : 0;
    const bool belowLow = low > 0 && asUnsigned < static_cast<std::uint64_t>(low);
    if ((isUnsigned && (asUnsigned > static_cast<std::uint64_t>(high) || belowLow)) ||
        (!isUnsigned && (asSigned < static_cast<std::int64_t>(low) ||
                         asSigned > static_cast<std::int64_t>(high)))) {
        why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "\"%1\" must be between %2 and %3"),
                   {verbatimArg(name), integerArg(static_cast<std::int64_t>(low)),
                    integerArg(static_cast<std::int64_t>(high))});
        return false;
    }
    out = isUnsigned ? static_cast<Int>(asUnsigned) : static_cast<Int>(asSigned);
    return true;
}

bool readMachine(const Json& object, SystemInfo& machine, Text& why) {
    const Json* value = find(object, "machine");
    if (value == nullptr || !value->is_object()) {
        why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "\"machine\" must be an object"));
        return false;
    }
    for (const auto& field : kMachineFields) {
        if (!readString(*value, field.name, machine.*field.member, why, 4096)) {
            return false;
        }
    }
    const Json* virtualized = find(*value, "virtualized");
    if (virtualized == nullptr || !virtualized->is_boolean()) {
        why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "\"virtualized\" must be true or false"));
        return false;
    }
    machine.virtualized = virtualized->get<bool>();
    return readInteger(*value, "logical_cores", 0, 1 << 20, machine.logicalCores, why);
}

// A request's peer arguments: 1 to 64 strings.
bool readArguments(const Json& json, std::vector<std::string>& arguments, Text& why) {
    const Json* list = find(json, "arguments");
    if (list == nullptr || !list->is_array() || list->empty() || list->size() > 64) {
        why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                  "\"arguments\" must be an array of 1 to 64 strings"));
        return false;
    }
    for (const Json& item : *list) {
        if (!item.is_string()) {
            why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                      "\"arguments\" must be an array of 1 to 64 strings"));
            return false;
        }
        arguments.push_back(item.get<std::string>());
    }
    return true;
}

// The data connection's secret: exactly kDataSecretChars lowercase hex digits.
bool readSecret(const Json& json, std::string& secret, Text& why) {
    if (!readString(json, "secret", secret, why, kDataSecretChars)) {
        return false;
    }
    if (secret.size() != kDataSecretChars ||
        secret.find_first_not_of("0123456789abcdef") != std::string::npos) {
        why = Text(
            IPCLAB_TR_NOOP("ipclab::CoreMessages", "\"secret\" must be %1 lowercase hex digits"),
            {integerArg(static_cast<std::int64_t>(kDataSecretChars))});
        return false;
    }
    return true;
}

Expected<ControlMessage> parseJson(const Json& json) {
    if (!json.is_object()) {
        return malformed(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "not a JSON object")));
    }
    ControlMessage message;
    Text why;
    std::string type;
    if (!readString(json, "type", type, why, 32)) {
        return malformed(why);
    }
    bool known = false;
    for (const auto& entry : kTypeNames) {
        if (entry.name == type) {
            message.type = entry.type;
            known = true;
        }
    }
    if (!known) {
        return malformed(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "unknown type \"%1\""),
                              {verbatimArg(type)}));
    }
    bool good = true;
    switch (message.type) {
        case MessageType::Hello:
            good = readInteger(json, "version", 0, 1 << 20, message.version, why) &&
                   readString(json, "token", message.token, why, kMaxTokenBytes);
            break;
        case MessageType::Welcome:
            good = readInteger(json, "version", 0, 1 << 20, message.version, why) &&
                   readMachine(json, message.machine, why) &&
                   readOptionalString(json, "ipc_namespace", message.ipcNamespace, why, 256);
            break;
        case MessageType::Error:
            good = readString(json, "reason", message.reason, why, 4096);
            break;
        case MessageType::Request:
            good = readInteger<std::uint32_t>(json, "timeout_ms", 1, 3'600'000, message.timeoutMs,
                                              why) &&
                   readArguments(json, message.arguments, why);
            break;
        case MessageType::Ready:
            // A port for the network mechanisms, or the name of what a shared-memory or queue
            // mechanism opened (the two sides then share an IPC namespace), never neither.
            good = readOptionalString(json, "channel", message.channel, why, 1024) &&
                   readInteger<std::uint16_t>(json, "port", message.channel.empty() ? 1 : 0, 65535,
                                              message.port, why) &&
                   readSecret(json, message.secret, why);
            break;
        case MessageType::Abort:
            break;
        case MessageType::Done: {
            const Json* ok = find(json, "ok");
            if (ok == nullptr || !ok->is_boolean()) {
                good = false;
                why = Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "\"ok\" must be true or false"));
            } else {
                message.ok = ok->get<bool>();
                good = readString(json, "reason", message.reason, why, 4096);
            }
            break;
        }
    }
    if (!good) {
        return malformed(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "%1: %2"),
                              {verbatimArg(std::string(toString(message.type))), textArg(why)}));
    }
    return message;
}

std::uint32_t readLength(const unsigned char* bytes) {
    return (static_cast<std::uint32_t>(bytes[0]) << 24) |
           (static_cast<std::uint32_t>(bytes[1]) << 16) |
           (static_cast<std::uint32_t>(bytes[2]) << 8) | static_cast<std::uint32_t>(bytes[3]);
}

Status checkLength(std::uint32_t length) {
    if (length == 0 || length > kMaxControlMessageBytes) {
        return textError(
            ErrorCode::ProtocolError,
            Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                "control message of %1 bytes refused (the limit is %2 bytes)"),
                 {integerArg(static_cast<std::int64_t>(length)),
                  integerArg(static_cast<std::int64_t>(kMaxControlMessageBytes))}));
    }
    return {};
}

// Waits until the socket is readable, up to `timeout`, looking at `stop` every kStopPoll.
Status waitForData(platform::Socket& socket, std::chrono::milliseconds timeout,
                   const std::atomic<bool>* stop) {
    const auto deadline = Clock::now() + timeout;
    for (;;) {
        if (stop != nullptr && stop->load()) {
            return textError(ErrorCode::Cancelled,
                             Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cancelled")));
        }
        const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            return textError(
                ErrorCode::Timeout,
                Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "no control message within %1 ms"),
                     {integerArg(timeout.count())}));
        }
        auto readable = socket.waitReadable(std::min(left, kStopPoll));
        if (!readable) {
            return readable.error();
        }
        if (readable.value()) {
            return {};
        }
    }
}

}  // namespace

std::string_view toString(MessageType type) noexcept {
    for (const auto& entry : kTypeNames) {
        if (entry.type == type) {
            return entry.name;
        }
    }
    return "unknown";
}

std::string encodeBody(const ControlMessage& message) {
    Json json{{"type", std::string(toString(message.type))}};
    switch (message.type) {
        case MessageType::Hello:
            json["version"] = message.version;
            json["token"] = message.token;
            break;
        case MessageType::Welcome: {
            json["version"] = message.version;
            Json machine = Json::object();
            for (const auto& field : kMachineFields) {
                machine[field.name] = message.machine.*field.member;
            }
            machine["virtualized"] = message.machine.virtualized;
            machine["logical_cores"] = message.machine.logicalCores;
            json["machine"] = std::move(machine);
            json["ipc_namespace"] = message.ipcNamespace;
            break;
        }
        case MessageType::Error:
            json["reason"] = message.reason;
            break;
        case MessageType::Request:
            json["arguments"] = message.arguments;
            json["timeout_ms"] = message.timeoutMs;
            break;
        case MessageType::Ready:
            json["port"] = message.port;
            json["secret"] = message.secret;
            json["channel"] = message.channel;
            break;
        case MessageType::Abort:
            break;
        case MessageType::Done:
            json["ok"] = message.ok;
            json["reason"] = message.reason;
            break;
    }
    return json.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string encodeFrame(const ControlMessage& message) {
    const std::string body = encodeBody(message);
    const auto length = static_cast<std::uint32_t>(body.size());
    std::string frame;
    frame.reserve(4 + body.size());
    frame.push_back(static_cast<char>((length >> 24) & 0xff));
    frame.push_back(static_cast<char>((length >> 16) & 0xff));
    frame.push_back(static_cast<char>((length >> 8) & 0xff));
    frame.push_back(static_cast<char>(length & 0xff));
    frame += body;
    return frame;
}

Expected<ControlMessage> parseBody(std::string_view body) {
    if (body.size() > kMaxControlMessageBytes) {
        return malformed(Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "longer than %1 bytes"),
                              {integerArg(static_cast<std::int64_t>(kMaxControlMessageBytes))}));
    }
    // nlohmann's parser recurses once per level: 64 KiB of '[' would nest 64 Ki deep, too
    // deep for a thread's stack under a sanitizer. No message nests more than 3 levels.
    detail::JsonLimits limits;
    limits.maxDepth = 8;
    const Expected<Json> parsed = detail::parseBoundedJsonAs<Json>(body, limits);
    if (!parsed) {
        // The parser's position text helps nobody at the other end of a socket.
        return malformed(parsed.error().message.starts_with("not JSON")
                             ? Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "not valid JSON"))
                             : errorText(parsed.error()));
    }
    const Json& json = *parsed;
    try {
        auto message = parseJson(json);
        if (message) {
            // What the other side says reaches a log or a terminal: no escape sequences.
            message->reason = escapeControlCharacters(message->reason);
            for (std::string* text :
                 {&message->machine.osName, &message->machine.osVersion, &message->machine.kernel,
                  &message->machine.cpuModel, &message->machine.architecture,
                  &message->machine.idleDriver, &message->machine.hostName,
                  &message->machine.compiler, &message->machine.buildType,
                  &message->machine.appVersion, &message->machine.date}) {
                *text = escapeControlCharacters(*text);
            }
        }
        return message;
    } catch (const Json::exception& error) {
        return malformed(
            Text::verbatim(error.what()));  // not expected: every field is type-checked first
    }
}

Expected<ControlMessage> parseFrame(std::string_view frame) {
    if (frame.size() < 4) {
        return textError(ErrorCode::ProtocolError,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "control frame shorter than its length prefix")));
    }
    const std::uint32_t length = readLength(reinterpret_cast<const unsigned char*>(frame.data()));
    if (auto status = checkLength(length); !status) {
        return status.error();
    }
    if (frame.size() - 4 != length) {
        return textError(ErrorCode::ProtocolError,
                         Text(IPCLAB_TR_NOOP("ipclab::CoreMessages",
                                             "control frame says %1 bytes but carries %2"),
                              {integerArg(static_cast<std::int64_t>(length)),
                               integerArg(static_cast<std::int64_t>(frame.size() - 4))}));
    }
    return parseBody(frame.substr(4));
}

std::string escapeControlCharacters(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte == 0x7f) {
            static constexpr char kHex[] = "0123456789abcdef";
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 0xf];
        } else {
            out += c;
        }
    }
    return out;
}

bool tokensEqual(std::string_view expected, std::string_view presented) noexcept {
    return constantTimeEquals(expected, presented);
}

Status sendMessage(platform::Socket& socket, const ControlMessage& message) {
    const std::string frame = encodeFrame(message);
    if (auto status = checkLength(static_cast<std::uint32_t>(frame.size() - 4)); !status) {
        return status;
    }
    return socket.sendAll(std::as_bytes(std::span(frame.data(), frame.size())));
}

Expected<ControlMessage> receiveMessage(platform::Socket& socket, std::chrono::milliseconds timeout,
                                        const std::atomic<bool>* stop) {
    if (auto status = waitForData(socket, timeout, stop); !status) {
        return status.error();
    }
    // Once it has begun, the whole frame must arrive within its own deadline, read as it
    // comes: a client that sends one byte and goes silent holds nothing longer than that.
    const auto frameWait = std::min(timeout, kFrameDeadline);
    const auto deadline = Clock::now() + frameWait;
    auto readInto = [&](std::span<std::byte> into) -> Status {
        std::size_t done = 0;
        while (done < into.size()) {
            const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0) {
                return incompleteFrame(frameWait);
            }
            if (auto status = waitForData(socket, left, stop); !status) {
                return status.error().code == ErrorCode::Timeout ? incompleteFrame(frameWait)
                                                                 : status.error();
            }
            auto got = socket.receiveSome(into.subspan(done));
            if (!got) {
                return got.error();
            }
            done += got.value();
        }
        return {};
    };
    std::array<unsigned char, 4> header{};
    if (auto status = readInto(std::as_writable_bytes(std::span(header))); !status) {
        return status.error();
    }
    const std::uint32_t length = readLength(header.data());
    if (auto status = checkLength(length); !status) {
        return status.error();
    }
    std::string body(length, '\0');
    if (auto status = readInto(std::as_writable_bytes(std::span(body.data(), body.size())));
        !status) {
        return status.error();
    }
    return parseBody(body);
}

ControlMessage errorMessage(std::string reason) {
    ControlMessage message;
    message.type = MessageType::Error;
    message.reason = std::move(reason);
    return message;
}

}  // namespace ipclab::remote
