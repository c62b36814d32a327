#include "ipclab/stop.hpp"

#include <atomic>
#include <mutex>
#include <vector>

namespace ipclab {

namespace detail {
struct StopState {
    std::atomic<bool> stopped{false};
    // Guards the list and serialises the callbacks with their deregistration.
    std::mutex mutex;
    std::vector<const std::function<void()>*> callbacks;
};
}  // namespace detail

bool StopToken::stopRequested() const noexcept {
    return m_state != nullptr && m_state->stopped.load(std::memory_order_acquire);
}

StopSource::StopSource() : m_state(std::make_shared<detail::StopState>()) {}

bool StopSource::requestStop() {
    const std::lock_guard lock(m_state->mutex);
    if (m_state->stopped.exchange(true, std::memory_order_acq_rel)) {
        return false;
    }
    for (const std::function<void()>* callback : m_state->callbacks) {
        (*callback)();
    }
    return true;
}

bool StopSource::stopRequested() const noexcept {
    return m_state->stopped.load(std::memory_order_acquire);
}

StopCallback::StopCallback(const StopToken& token, std::function<void()> callback)
    : m_state(token.m_state), m_callback(std::move(callback)) {
    if (m_state == nullptr) {
        return;  // a token of no source never stops
    }
    const std::lock_guard lock(m_state->mutex);
    if (m_state->stopped.load(std::memory_order_acquire)) {
        m_callback();  // the stop came first: it is not forgotten
        return;
    }
    m_state->callbacks.push_back(&m_callback);
}

StopCallback::~StopCallback() {
    if (m_state == nullptr) {
        return;
    }
    const std::lock_guard lock(m_state->mutex);
    std::erase(m_state->callbacks, &m_callback);
}

}  // namespace ipclab
