#include "patterns.hpp"

#include <array>
#include <string>

#include "ipclab/platform/clock.hpp"
#include "message.hpp"

namespace ipclab::detail {

namespace {

Error outOfOrder(const char* what, std::uint64_t expected, std::uint32_t got) {
    return Error{ErrorCode::ProtocolError, std::string(what) + " out of order: expected #" +
                                               std::to_string(expected) + ", got #" +
                                               std::to_string(got)};
}

Error corrupted(const char* what, std::uint64_t sequence) {
    return Error{ErrorCode::ProtocolError,
                 std::string(what) + " #" + std::to_string(sequence) + " arrived corrupted"};
}

// Checks a received message outside any timed region.
Status checkMessage(const char* what, std::span<const std::byte> message, std::uint32_t expected,
                    bool verifyPayload) {
    if (const auto got = readSequence(message); got != expected) {
        return outOfOrder(what, expected, got);
    }
    if (verifyPayload && !payloadIntact(message, expected)) {
        return corrupted(what, expected);
    }
    return {};
}

void prepareMessage(std::span<std::byte> message, std::uint32_t sequence, bool verifyPayload) {
    // Without verification the payload was filled once; only the sequence number changes.
    if (verifyPayload) {
        fillMessage(message, sequence);
    } else {
        writeSequence(message, sequence);
    }
}

// Sends `count` chunks numbered from `firstSequence`.
Status sendChunks(Channel& channel, std::span<std::byte> chunk, std::uint64_t firstSequence,
                  std::uint64_t count, bool verifyPayload, Heartbeat& heartbeat) {
    for (std::uint64_t i = 0; i < count; ++i) {
        prepareMessage(chunk, static_cast<std::uint32_t>(firstSequence + i), verifyPayload);
        if (auto status = channel.send(chunk); !status) {
            return status;
        }
        heartbeat.store(firstSequence + i + 1, std::memory_order_relaxed);
    }
    return {};
}

Status receiveAck(Channel& channel, std::uint64_t expected) {
    std::array<std::byte, kSequenceBytes> ack{};
    if (auto status = channel.receive(ack); !status) {
        return status;
    }
    return checkMessage("acknowledgement", ack, static_cast<std::uint32_t>(expected), false);
}

Status sendAck(Channel& channel, std::uint64_t count) {
    std::array<std::byte, kSequenceBytes> ack{};
    writeSequence(ack, static_cast<std::uint32_t>(count));
    return channel.send(ack);
}

// Receives `count` chunks numbered from `firstSequence`, reading every byte.
Status consumeChunks(Channel& channel, std::span<std::byte> chunk, std::uint64_t firstSequence,
                     std::uint64_t count, bool verifyPayload, std::uint64_t& checksum) {
    for (std::uint64_t i = 0; i < count; ++i) {
        if (auto status = channel.receive(chunk); !status) {
            return status;
        }
        const auto sequence = static_cast<std::uint32_t>(firstSequence + i);
        if (auto status = checkMessage("chunk", chunk, sequence, verifyPayload); !status) {
            return status;
        }
        checksum += touchEveryByte(chunk);
    }
    return {};
}

// Keeps the checksum observable so the compiler cannot drop the reads that produce it.
void keep(std::uint64_t value) {
    static volatile std::uint64_t sink;
    sink = sink + value;
}

}  // namespace

Status initiatePingPong(Channel& channel, const PatternSpec& spec, std::vector<double>& oneWayNs,
                        Heartbeat& heartbeat) {
    std::vector<std::byte> request(spec.sizeBytes);
    std::vector<std::byte> reply(spec.sizeBytes);
    fillMessage(request, 0);
    oneWayNs.reserve(oneWayNs.size() + spec.iterations);

    const std::uint64_t total = spec.warmup + spec.iterations;
    for (std::uint64_t i = 0; i < total; ++i) {
        const auto sequence = static_cast<std::uint32_t>(i);
        prepareMessage(request, sequence, spec.verifyPayload);

        const std::int64_t start = platform::nowNs();
        if (auto status = channel.send(request); !status) {
            return status;
        }
        if (auto status = channel.receive(reply); !status) {
            return status;
        }
        const std::int64_t end = platform::nowNs();

        if (auto status = checkMessage("reply", reply, sequence, spec.verifyPayload); !status) {
            return status;
        }
        if (i >= spec.warmup) {
            oneWayNs.push_back(static_cast<double>(end - start) / 2.0);
        }
        heartbeat.store(i + 1, std::memory_order_relaxed);
    }
    return {};
}

Expected<double> initiateStream(Channel& channel, const PatternSpec& spec, Heartbeat& heartbeat) {
    std::vector<std::byte> chunk(spec.sizeBytes);
    fillMessage(chunk, 0);

    if (spec.warmup > 0) {
        if (auto status = sendChunks(channel, chunk, 0, spec.warmup, spec.verifyPayload, heartbeat);
            !status) {
            return status.error();
        }
        if (auto status = receiveAck(channel, spec.warmup); !status) {
            return status.error();
        }
    }

    const std::int64_t start = platform::nowNs();
    if (auto status = sendChunks(channel, chunk, spec.warmup, spec.iterations, spec.verifyPayload,
                                 heartbeat);
        !status) {
        return status.error();
    }
    if (auto status = receiveAck(channel, spec.warmup + spec.iterations); !status) {
        return status.error();
    }
    return static_cast<double>(platform::nowNs() - start);
}

Status respond(Channel& channel, const PatternSpec& spec) {
    std::vector<std::byte> message(spec.sizeBytes);
    const std::uint64_t total = spec.warmup + spec.iterations;
    std::uint64_t checksum = 0;

    for (int repetition = 0; repetition < spec.repetitions; ++repetition) {
        if (spec.pattern == Pattern::PingPong) {
            for (std::uint64_t i = 0; i < total; ++i) {
                if (auto status = channel.receive(message); !status) {
                    return status;
                }
                const auto sequence = static_cast<std::uint32_t>(i);
                if (auto status = checkMessage("request", message, sequence, spec.verifyPayload);
                    !status) {
                    return status;
                }
                // The reply is the request itself: both directions carry the full payload.
                if (auto status = channel.send(message); !status) {
                    return status;
                }
            }
        } else {
            if (spec.warmup > 0) {
                if (auto status = consumeChunks(channel, message, 0, spec.warmup,
                                                spec.verifyPayload, checksum);
                    !status) {
                    return status;
                }
                if (auto status = sendAck(channel, spec.warmup); !status) {
                    return status;
                }
            }
            if (auto status = consumeChunks(channel, message, spec.warmup, spec.iterations,
                                            spec.verifyPayload, checksum);
                !status) {
                return status;
            }
            if (auto status = sendAck(channel, total); !status) {
                return status;
            }
        }
    }
    keep(checksum);
    return {};
}

}  // namespace ipclab::detail
