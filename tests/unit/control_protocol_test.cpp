// The remote control protocol's messages, parser (fuzzed), token comparison and addresses.
#include <gtest/gtest.h>

#include <random>

#include "ipclab/mechanism_registry.hpp"
#include "ipclab/remote.hpp"
#include "ipclab/report.hpp"
#include "ipclab/validation.hpp"
#include "remote/control_protocol.hpp"

namespace ipclab::remote {
namespace {

std::vector<ControlMessage> sampleMessages() {
    std::vector<ControlMessage> messages;
    ControlMessage hello;
    hello.type = MessageType::Hello;
    hello.version = kProtocolVersion;
    hello.token = "s3cret";
    messages.push_back(hello);
    ControlMessage welcome;
    welcome.type = MessageType::Welcome;
    welcome.version = kProtocolVersion;
    welcome.machine = currentSystemInfo();
    welcome.ipcNamespace = "ipc:[4026531839]";
    messages.push_back(welcome);
    messages.push_back(errorMessage("busy: this peer is serving another controller"));
    ControlMessage request;
    request.type = MessageType::Request;
    request.arguments = {"respond", "--mechanism", "tcp", "--channel", "remote"};
    request.timeoutMs = 5000;
    messages.push_back(request);
    ControlMessage ready;
    ready.type = MessageType::Ready;
    ready.port = 41234;
    ready.secret = "0123456789abcdef0123456789abcdef";
    messages.push_back(ready);
    // Shared memory in a shared IPC namespace: a channel name and no port.
    ControlMessage readyShm = ready;
    readyShm.port = 0;
    readyShm.channel = "ipclab-7-0123456789abcdef 4096";
    messages.push_back(readyShm);
    ControlMessage abort;
    abort.type = MessageType::Abort;
    messages.push_back(abort);
    ControlMessage done;
    done.type = MessageType::Done;
    done.ok = false;
    done.reason = "recv: connection closed";
    messages.push_back(done);
    return messages;
}

TEST(ControlProtocol, EveryMessageSurvivesAFrameRoundTrip) {
    for (const ControlMessage& message : sampleMessages()) {
        auto parsed = parseFrame(encodeFrame(message));
        ASSERT_TRUE(parsed.ok()) << toString(message.type) << ": " << parsed.error().message;
        EXPECT_EQ(parsed->type, message.type);
        EXPECT_EQ(parsed->version, message.version);
        EXPECT_EQ(parsed->token, message.token);
        EXPECT_EQ(parsed->machine, message.machine);
        EXPECT_EQ(parsed->reason, message.reason);
        EXPECT_EQ(parsed->arguments, message.arguments);
        EXPECT_EQ(parsed->timeoutMs, message.timeoutMs);
        EXPECT_EQ(parsed->port, message.port);
        EXPECT_EQ(parsed->secret, message.secret);
        EXPECT_EQ(parsed->channel, message.channel);
        EXPECT_EQ(parsed->ipcNamespace, message.ipcNamespace);
        EXPECT_EQ(parsed->ok, message.ok);
    }
}

TEST(ControlProtocol, MalformedBodiesAreRefusedWithTheReason) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"", "not valid JSON"},
        {"{", "not valid JSON"},
        {"[1,2]", "not a JSON object"},
        {R"({"version":1})", "\"type\" must be a string"},
        {R"({"type":"launch"})", "unknown type \"launch\""},
        {R"({"type":"hello","token":"x"})", "\"version\" must be an integer"},
        {R"({"type":"hello","version":1,"token":7})", "\"token\" must be a string"},
        {R"({"type":"hello","version":-5,"token":"x"})", "\"version\" must be between"},
        {R"({"type":"ready","port":0})", "\"port\" must be between 1 and 65535"},
        {R"({"type":"ready","port":0,"channel":""})", "\"port\" must be between 1 and 65535"},
        {R"({"type":"ready","port":0,"channel":7})", "\"channel\" must be a string"},
        {R"({"type":"ready","port":70000})", "\"port\" must be between 1 and 65535"},
        {R"({"type":"ready","port":1.5})", "\"port\" must be an integer"},
        {R"({"type":"ready","port":4711})", "\"secret\" must be a string"},
        {R"({"type":"ready","port":4711,"secret":"abc"})", "\"secret\" must be 32 lowercase hex"},
        {R"({"type":"ready","port":4711,"secret":"0123456789ABCDEF0123456789abcdef"})",
         "\"secret\" must be 32 lowercase hex"},
        {R"({"type":"request","arguments":[],"timeout_ms":10})", "\"arguments\" must be an array"},
        {R"({"type":"request","arguments":["a",2],"timeout_ms":10})", "\"arguments\" must be"},
        {R"({"type":"request","arguments":["a"]})", "\"timeout_ms\" must be an integer"},
        {R"({"type":"done","reason":""})", "\"ok\" must be true or false"},
        {R"({"type":"welcome","version":1,"machine":3})", "\"machine\" must be an object"},
    };
    for (const auto& [body, expected] : cases) {
        auto parsed = parseBody(body);
        ASSERT_FALSE(parsed.ok()) << body;
        EXPECT_NE(parsed.error().message.find(expected), std::string::npos)
            << body << " -> " << parsed.error().message;
    }
}

TEST(ControlProtocol, TokensLongerThanTheLimitAreRefused) {
    const std::string body =
        R"({"type":"hello","version":1,"token":")" + std::string(kMaxTokenBytes + 1, 'a') + "\"}";
    auto parsed = parseBody(body);
    ASSERT_FALSE(parsed.ok());
    EXPECT_NE(parsed.error().message.find("longer than"), std::string::npos);
}

TEST(ControlProtocol, FramesWithABadLengthAreRefused) {
    EXPECT_FALSE(parseFrame("").ok());
    EXPECT_FALSE(parseFrame(std::string("\0\0", 2)).ok());
    auto zero = parseFrame(std::string("\0\0\0\0", 4));
    ASSERT_FALSE(zero.ok());
    EXPECT_NE(zero.error().message.find("refused"), std::string::npos);
    // Oversized: refused from the prefix alone, before any body is read.
    auto huge = parseFrame(std::string("\x7f\xff\xff\xff", 4) + "{}");
    ASSERT_FALSE(huge.ok());
    EXPECT_NE(huge.error().message.find("limit is 65536 bytes"), std::string::npos);
    std::string frame = encodeFrame(errorMessage("x"));
    auto truncated = parseFrame(frame.substr(0, frame.size() - 1));
    ASSERT_FALSE(truncated.ok());
    EXPECT_NE(truncated.error().message.find("carries"), std::string::npos);
}

// Random bytes, random JSON-ish text and mutations of valid frames: the parser must always
// return either a valid message or an error with a message, and never crash or throw.
TEST(ControlProtocol, ParserSurvivesRandomAndMutatedInput) {
    std::mt19937_64 random(20241121);
    const auto valid = sampleMessages();
    const std::string alphabet = "{}[]\":,0123456789-.eEtruefalsnl \\abcdxyz\x01\xff";
    int accepted = 0;
    for (int round = 0; round < 20'000; ++round) {
        std::string frame;
        switch (round % 4) {
            case 0: {  // random bytes
                frame.resize(random() % 64);
                for (char& c : frame) {
                    c = static_cast<char>(random() & 0xff);
                }
                break;
            }
            case 1: {  // random JSON-like text behind a correct length prefix
                std::string body(1 + random() % 80, ' ');
                for (char& c : body) {
                    c = alphabet[random() % alphabet.size()];
                }
                const auto n = static_cast<std::uint32_t>(body.size());
                frame.push_back(static_cast<char>(n >> 24));
                frame.push_back(static_cast<char>((n >> 16) & 0xff));
                frame.push_back(static_cast<char>((n >> 8) & 0xff));
                frame.push_back(static_cast<char>(n & 0xff));
                frame += body;
                break;
            }
            default: {  // a valid frame with a few bytes flipped, cut or inserted
                frame = encodeFrame(valid[random() % valid.size()]);
                const int edits = 1 + static_cast<int>(random() % 4);
                for (int e = 0; e < edits && !frame.empty(); ++e) {
                    const std::size_t at = random() % frame.size();
                    switch (random() % 3) {
                        case 0:
                            frame[at] = static_cast<char>(random() & 0xff);
                            break;
                        case 1:
                            frame.erase(at, 1);
                            break;
                        default:
                            frame.insert(at, 1, alphabet[random() % alphabet.size()]);
                            break;
                    }
                }
                break;
            }
        }
        auto parsed = parseFrame(frame);
        if (parsed.ok()) {
            ++accepted;
            // Whatever was accepted must encode and parse back to the same type.
            auto again = parseFrame(encodeFrame(parsed.value()));
            ASSERT_TRUE(again.ok()) << again.error().message;
            EXPECT_EQ(again->type, parsed->type);
        } else {
            EXPECT_FALSE(parsed.error().message.empty());
        }
    }
    // Some mutations (inside a string) keep a frame valid; most do not.
    EXPECT_LT(accepted, 20'000);
}

TEST(ControlProtocol, TokensCompareWholly) {
    EXPECT_TRUE(tokensEqual("s3cret", "s3cret"));
    EXPECT_FALSE(tokensEqual("s3cret", "s3creT"));
    EXPECT_FALSE(tokensEqual("s3cret", "s3cre"));
    EXPECT_FALSE(tokensEqual("s3cret", "s3crets"));
    EXPECT_FALSE(tokensEqual("s3cret", ""));
    EXPECT_TRUE(tokensEqual("", ""));
}

TEST(HostPort, ParsesNamesAddressesAndDefaults) {
    EXPECT_EQ(parseHostPort("10.0.0.2:7290").value(), (HostPort{"10.0.0.2", 7290}));
    EXPECT_EQ(parseHostPort("peer.example:80").value(), (HostPort{"peer.example", 80}));
    EXPECT_EQ(parseHostPort("[::1]:9").value(), (HostPort{"::1", 9}));
    EXPECT_EQ(parseHostPort("0", "127.0.0.1", true).value(), (HostPort{"127.0.0.1", 0}));
    EXPECT_EQ(parseHostPort(":7290", "127.0.0.1").value(), (HostPort{"127.0.0.1", 7290}));
    for (const char* bad :
         {"", "host", "host:", "host:0", "host:65536", "host:12x", "::1:80", "[::1]80", ":80"}) {
        auto parsed = parseHostPort(bad);
        ASSERT_FALSE(parsed.ok()) << bad;
        EXPECT_NE(parsed.error().message.find("invalid address"), std::string::npos) << bad;
    }
}

TEST(RemoteValidation, OnlyNetworkMechanismsRunAgainstARemotePeer) {
    Experiment experiment;
    experiment.remotePeer = "10.0.0.2:7290";
    experiment.mechanisms = {"tcp", "pipe"};
    auto errors = validate(experiment, MechanismRegistry::builtin());
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].field, "remote_peer");
    EXPECT_NE(errors[0].message.find("\"pipe\""), std::string::npos);
    // Why, not only that: a pipe is inherited, so only a child process can hold its other end.
    EXPECT_NE(errors[0].message.find("pipe works through a descriptor the peer inherits"),
              std::string::npos)
        << errors[0].message;

    experiment.mechanisms = {"tcp", "udp", "websocket"};
    EXPECT_TRUE(validate(experiment, MechanismRegistry::builtin()).empty());
    // Shared memory and queues may try: whether the peer shares this IPC namespace is known
    // only once it answers (remote_loopback_test runs them, and refuses another namespace).
    // (The queues only where this OS has them: Windows has neither.)
    experiment.mechanisms = {"shm.ring", "shm.spin"};
    for (const char* queue : {"mq.posix", "mq.sysv"}) {
        if (MechanismRegistry::builtin().find(queue)->info().available) {
            experiment.mechanisms.push_back(queue);
        }
    }
    EXPECT_TRUE(validate(experiment, MechanismRegistry::builtin()).empty());
    experiment.mechanisms = {"tcp", "udp", "websocket"};

    experiment.remotePeer = "nowhere";
    errors = validate(experiment, MechanismRegistry::builtin());
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].field, "remote_peer");

    experiment.remotePeer = "10.0.0.2:7290";
    experiment.placement = Placement::SameCore;
    errors = validate(experiment, MechanismRegistry::builtin());
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors[0].field, "placement");
}

}  // namespace
}  // namespace ipclab::remote

namespace ipclab {
namespace {

// Both machines and the peer's address survive a JSON export and import; the token is never
// part of a result.
TEST(RemoteReport, JsonKeepsThePeerAndItsMachine) {
    RunResult result;
    result.machine = currentSystemInfo();
    result.peerMachine = currentSystemInfo();
    result.peerMachine.hostName = "peer-host";
    result.experiment.mechanisms = {"tcp"};
    result.experiment.remotePeer = "10.0.0.2:7290";
    const std::string json = toJson(result);
    EXPECT_NE(json.find("\"peer_machine\""), std::string::npos);
    auto back = fromJson(json);
    ASSERT_TRUE(back.ok()) << back.error().message;
    EXPECT_EQ(back->experiment.remotePeer, "10.0.0.2:7290");
    EXPECT_EQ(back->peerMachine.hostName, "peer-host");

    // A local run has no peer machine in its file, and reads back with an empty one.
    result.experiment.remotePeer.clear();
    const std::string local = toJson(result);
    EXPECT_EQ(local.find("\"peer_machine\""), std::string::npos);
    auto localBack = fromJson(local);
    ASSERT_TRUE(localBack.ok());
    EXPECT_EQ(localBack->peerMachine, SystemInfo{});
}

}  // namespace
}  // namespace ipclab
