// The control protocol's parser against random and mutated frames (fixed seed): whatever
// arrives, parseFrame answers with a message or an error, never a crash, never a long wait.
// Runs under ASan + UBSan in CI (label unit).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "remote/control_protocol.hpp"

namespace ipclab::remote {
namespace {

std::vector<std::string> validFrames() {
    std::vector<std::string> frames;
    ControlMessage hello;
    hello.type = MessageType::Hello;
    hello.version = kProtocolVersion;
    hello.token = "token";
    frames.push_back(encodeFrame(hello));
    ControlMessage request;
    request.type = MessageType::Request;
    request.arguments = {"respond", "--mechanism", "tcp", "--size", "64"};
    request.timeoutMs = 1000;
    frames.push_back(encodeFrame(request));
    ControlMessage done;
    done.type = MessageType::Done;
    done.reason = "the peer closed its end";
    frames.push_back(encodeFrame(done));
    ControlMessage welcome;
    welcome.type = MessageType::Welcome;
    welcome.version = kProtocolVersion;
    frames.push_back(encodeFrame(welcome));
    return frames;
}

TEST(ControlProtocolFuzz, MutatedFramesNeverCrash) {
    const auto frames = validFrames();
    std::mt19937 random(12);
    const std::string alphabet = "[]{}\",:0123456789.eE-+tfnul \\x\x1b\n";
    for (int round = 0; round < 20'000; ++round) {
        std::string frame = frames[random() % frames.size()];
        const int edits = 1 + static_cast<int>(random() % 6);
        for (int e = 0; e < edits && !frame.empty(); ++e) {
            const std::size_t at = random() % frame.size();
            switch (random() % 4) {
                case 0:
                    frame[at] = static_cast<char>(random() % 256);
                    break;
                case 1:
                    frame[at] = alphabet[random() % alphabet.size()];
                    break;
                case 2:
                    frame.insert(at, std::string(1 + random() % 32, alphabet[random() % 4]));
                    break;
                default:
                    frame.erase(at, 1 + random() % 8);
                    break;
            }
        }
        const auto parsed = parseFrame(frame);
        if (parsed) {
            for (const char c : parsed->reason) {
                EXPECT_FALSE(static_cast<unsigned char>(c) < 0x20) << "unescaped control text";
            }
        }
    }
}

TEST(ControlProtocolFuzz, RandomBodiesNeverCrash) {
    std::mt19937 random(13);
    for (int round = 0; round < 5'000; ++round) {
        std::string body(random() % 512, '\0');
        for (char& c : body) {
            c = static_cast<char>(random() % 256);
        }
        (void)parseBody(body);
    }
    EXPECT_FALSE(parseBody(std::string(kMaxControlMessageBytes, '[')).ok());
    EXPECT_FALSE(parseBody(std::string(kMaxControlMessageBytes, '{')).ok());
}

}  // namespace
}  // namespace ipclab::remote
