#include <array>
#include <utility>

#include "ipclab/result.hpp"

namespace ipclab {
namespace {

constexpr std::array<std::pair<FailureKind, std::string_view>, 7> kKinds{{
    {FailureKind::Cancelled, "cancelled"},
    {FailureKind::PeerTimeout, "peer_timeout"},
    {FailureKind::PeerDied, "peer_died"},
    {FailureKind::OpenFailed, "open_failed"},
    {FailureKind::SetupFailed, "setup_failed"},
    {FailureKind::RemotePeer, "remote_peer"},
    {FailureKind::MechanismError, "mechanism_error"},
}};

bool startsWith(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

bool contains(std::string_view text, std::string_view part) {
    return text.find(part) != std::string_view::npos;
}

}  // namespace

std::string_view toString(FailureKind kind) noexcept {
    for (const auto& [known, id] : kKinds) {
        if (known == kind) {
            return id;
        }
    }
    return "";
}

std::optional<FailureKind> parseFailureKind(std::string_view text) noexcept {
    for (const auto& [kind, id] : kKinds) {
        if (id == text) {
            return kind;
        }
    }
    return std::nullopt;
}

FailureKind failureKind(platform::ErrorCode code) noexcept {
    switch (code) {
        case platform::ErrorCode::Cancelled:
            return FailureKind::Cancelled;
        case platform::ErrorCode::Timeout:
            return FailureKind::PeerTimeout;
        case platform::ErrorCode::Closed:
            return FailureKind::PeerDied;
        default:
            return FailureKind::MechanismError;
    }
}

// Files written before error_kind: the sentences core wrote then, by their fixed parts.
FailureKind failureKindOfEnglish(std::string_view english) noexcept {
    if (english.empty()) {
        return FailureKind::None;
    }
    if (english == "cancelled") {
        return FailureKind::Cancelled;
    }
    if (contains(english, "(peer timeout)") || contains(english, "did not connect within")) {
        return FailureKind::PeerTimeout;
    }
    if (startsWith(english, "cannot open ")) {
        return FailureKind::OpenFailed;
    }
    if (startsWith(english, "remote peer")) {
        return FailureKind::RemotePeer;
    }
    if (contains(english, "peer process") || contains(english, "peer exited") ||
        contains(english, "ended the point")) {
        return FailureKind::PeerDied;
    }
    if (startsWith(english, "cannot pin") || startsWith(english, "keep-awake")) {
        return FailureKind::SetupFailed;
    }
    return FailureKind::MechanismError;
}

PointFailure PointFailure::from(const platform::Error& error) {
    return {failureKind(error.code), errorText(error)};
}

PointFailure PointFailure::cancelled() {
    return {FailureKind::Cancelled, Text(IPCLAB_TR_NOOP("ipclab::CoreMessages", "cancelled"))};
}

}  // namespace ipclab
