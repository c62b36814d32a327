// thread.mutex: two threads hand messages through shared variables guarded by a mutex and
// a condition variable, one slot per direction (reports 000 and 001 done with a real reader).
#include <condition_variable>
#include <cstring>
#include <mutex>

#include "ipclab/platform/translatable.hpp"
#include "mechanisms.hpp"

namespace ipclab::mechanisms {

namespace {

/// One direction: a buffer that holds at most one message.
struct Slot {
    std::mutex mutex;
    std::condition_variable changed;  // One sender and one receiver never wait at the same time.
    std::vector<std::byte> data;
    std::size_t sizeBytes = 0;
    bool full = false;
    bool aborted = false;
};

struct SharedState {
    explicit SharedState(std::size_t capacity) {
        forward.data.resize(capacity);
        backward.data.resize(capacity);
    }
    Slot forward;   // initiator -> responder
    Slot backward;  // responder -> initiator
};

Error cancelled() {
    return Error{ErrorCode::Cancelled, "thread.mutex channel aborted"};
}

class MutexChannel final : public Channel {
  public:
    MutexChannel(std::shared_ptr<SharedState> state, Slot& outgoing, Slot& incoming)
        : m_state(std::move(state)), m_outgoing(outgoing), m_incoming(incoming) {}

    Status send(std::span<const std::byte> message) noexcept override {
        if (message.size() > m_outgoing.data.size()) {
            return Error{ErrorCode::InvalidArgument, "message larger than the slot"};
        }
        {
            std::unique_lock lock(m_outgoing.mutex);
            m_outgoing.changed.wait(lock, [&] { return !m_outgoing.full || m_outgoing.aborted; });
            if (m_outgoing.aborted) {
                return cancelled();
            }
            std::memcpy(m_outgoing.data.data(), message.data(), message.size());
            m_outgoing.sizeBytes = message.size();
            m_outgoing.full = true;
        }
        m_outgoing.changed.notify_one();
        return {};
    }

    Status receive(std::span<std::byte> message) noexcept override {
        {
            std::unique_lock lock(m_incoming.mutex);
            m_incoming.changed.wait(lock, [&] { return m_incoming.full || m_incoming.aborted; });
            if (m_incoming.aborted) {
                return cancelled();
            }
            if (m_incoming.sizeBytes != message.size()) {
                return Error{ErrorCode::ProtocolError,
                             "expected a " + std::to_string(message.size()) +
                                 "-byte message, got " + std::to_string(m_incoming.sizeBytes)};
            }
            std::memcpy(message.data(), m_incoming.data.data(), message.size());
            m_incoming.full = false;
        }
        m_incoming.changed.notify_one();
        return {};
    }

    void abort() noexcept override {
        for (Slot* slot : {&m_state->forward, &m_state->backward}) {
            {
                std::lock_guard lock(slot->mutex);
                slot->aborted = true;
            }
            slot->changed.notify_all();
        }
    }

  private:
    std::shared_ptr<SharedState> m_state;
    Slot& m_outgoing;
    Slot& m_incoming;
};

/// The lock pattern's lock: a plain std::mutex (futex-based on Linux, SRWLOCK on Windows).
class MutexLock final : public Lock {
  public:
    void acquire() noexcept override { m_mutex.lock(); }
    void release() noexcept override { m_mutex.unlock(); }

  private:
    std::mutex m_mutex;
};

class ThreadMutexMechanism final : public Mechanism {
  public:
    ThreadMutexMechanism() {
        m_info.id = "thread.mutex";
        m_info.title = IPCLAB_TR_NOOP("ipclab::CoreText", "Threads: mutex + condition variable");
        m_info.locality = Locality::InProcess;
        m_info.group = MechanismGroup::Threads;
        m_info.patterns = {Pattern::PingPong, Pattern::Stream, Pattern::Lock};
        m_info.explanation = IPCLAB_TR_NOOP(
            "ipclab::CoreText",
            "Two threads of one process share a buffer per direction, guarded by a std::mutex; "
            "a std::condition_variable wakes the other thread when a message is there. The data "
            "is copied once (memcpy into the shared buffer and out again, both in user space). "
            "No system call is needed while the other thread is running, but a thread that "
            "waits goes to sleep in the kernel (futex), so each hand-off to a sleeping thread "
            "costs a wake-up: a context switch on one core, or waking another, possibly idle, "
            "core - on a virtual machine that can cost tens of microseconds.");
    }

    const MechanismInfo& info() const override { return m_info; }

    Expected<OpenedChannel> open(const ChannelOptions& options) override {
        auto state = std::make_shared<SharedState>(options.maxMessageBytes);
        OpenedChannel opened;
        opened.initiator = std::make_unique<MutexChannel>(state, state->forward, state->backward);
        opened.responder = std::make_unique<MutexChannel>(state, state->backward, state->forward);
        return opened;
    }

    Expected<std::shared_ptr<Lock>> createLock(WaitStrategy) override {
        return std::shared_ptr<Lock>(std::make_shared<MutexLock>());
    }

  private:
    MechanismInfo m_info;
};

}  // namespace

std::unique_ptr<Mechanism> makeThreadMutex() {
    return std::make_unique<ThreadMutexMechanism>();
}

}  // namespace ipclab::mechanisms
