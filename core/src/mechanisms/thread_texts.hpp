#pragma once
// The texts of thread.native-spin and thread.semaphore (thread_mechanisms.cpp), which name the
// OS's primitive. Each is written whole for every primitive platform/ has, so that lupdate
// reads them all (platform/translatable.hpp: it reads literals only, and German must cover
// every OS), and picked at run time by the primitive's name.
#include <span>
#include <string_view>

#include "ipclab/platform/translatable.hpp"

namespace ipclab::mechanisms {

struct PrimitiveTexts {
    const char* primitive;
    const char* title;
    const char* explanation;
};

constexpr PrimitiveTexts kNativeSpinTexts[] = {
    {"pthread_spinlock_t",
     IPCLAB_TR_NOOP("ipclab::CoreText", "Threads: the OS's spin lock (pthread_spinlock_t)"),
     IPCLAB_TR_NOOP(
         "ipclab::CoreText",
         "As thread.spin, but the buffer is guarded by the operating system's own lock, here "
         "pthread_spinlock_t. On Linux that is pthread_spinlock_t: an atomic exchange in user "
         "space, and a waiter spins for as long as it takes, never entering the kernel. On macOS "
         "it is os_unfair_lock, which is not a spin lock: uncontended it is one atomic operation, "
         "but a contended lock() sleeps in the kernel (ulock_wait) and must be woken, and it must "
         "never be shared between processes. Windows has no spin lock for programs; the closest is "
         "a CRITICAL_SECTION with a spin count (used here): it spins in user space up to 4000 "
         "times, then waits on a kernel event. How a thread waits for the lock is the OS's choice "
         "(hence the single 'spin' strategy); the receiver polls the buffer's 'full' flag with the "
         "pause instruction, burning a core while it waits. The message is copied in and out with "
         "memcpy; no system call happens unless the lock itself sleeps.")},
    {"os_unfair_lock",
     IPCLAB_TR_NOOP("ipclab::CoreText", "Threads: the OS's spin lock (os_unfair_lock)"),
     IPCLAB_TR_NOOP(
         "ipclab::CoreText",
         "As thread.spin, but the buffer is guarded by the operating system's own lock, here "
         "os_unfair_lock. On Linux that is pthread_spinlock_t: an atomic exchange in user space, "
         "and a waiter spins for as long as it takes, never entering the kernel. On macOS it is "
         "os_unfair_lock, which is not a spin lock: uncontended it is one atomic operation, but a "
         "contended lock() sleeps in the kernel (ulock_wait) and must be woken, and it must never "
         "be shared between processes. Windows has no spin lock for programs; the closest is a "
         "CRITICAL_SECTION with a spin count (used here): it spins in user space up to 4000 times, "
         "then waits on a kernel event. How a thread waits for the lock is the OS's choice (hence "
         "the single 'spin' strategy); the receiver polls the buffer's 'full' flag with the pause "
         "instruction, burning a core while it waits. The message is copied in and out with "
         "memcpy; no system call happens unless the lock itself sleeps.")},
    {"CRITICAL_SECTION with spin count",
     IPCLAB_TR_NOOP("ipclab::CoreText",
                    "Threads: the OS's spin lock (CRITICAL_SECTION with spin count)"),
     IPCLAB_TR_NOOP(
         "ipclab::CoreText",
         "As thread.spin, but the buffer is guarded by the operating system's own lock, here "
         "CRITICAL_SECTION with spin count. On Linux that is pthread_spinlock_t: an atomic "
         "exchange in user space, and a waiter spins for as long as it takes, never entering the "
         "kernel. On macOS it is os_unfair_lock, which is not a spin lock: uncontended it is one "
         "atomic operation, but a contended lock() sleeps in the kernel (ulock_wait) and must be "
         "woken, and it must never be shared between processes. Windows has no spin lock for "
         "programs; the closest is a CRITICAL_SECTION with a spin count (used here): it spins in "
         "user space up to 4000 times, then waits on a kernel event. How a thread waits for the "
         "lock is the OS's choice (hence the single 'spin' strategy); the receiver polls the "
         "buffer's 'full' flag with the pause instruction, burning a core while it waits. The "
         "message is copied in and out with memcpy; no system call happens unless the lock itself "
         "sleeps.")},
};

constexpr PrimitiveTexts kSemaphoreTexts[] = {
    {"unnamed POSIX sem_t",
     IPCLAB_TR_NOOP("ipclab::CoreText", "Threads: the OS's semaphore (unnamed POSIX sem_t)"),
     IPCLAB_TR_NOOP(
         "ipclab::CoreText",
         "Two threads of one process share a one-message buffer per direction with two semaphores: "
         "'empty' (the sender waits for the buffer to be free) and 'full' (the receiver waits for "
         "a message); the message is copied in and out with memcpy. The semaphores are the "
         "platform's blocking one, here unnamed POSIX sem_t, and a wait that finds no token goes "
         "to sleep in the kernel at once, without spinning first ('block' is exactly what "
         "happens). On Linux that is an unnamed POSIX semaphore (sem_init): sem_wait takes a token "
         "with one atomic operation in user space and, with none, sleeps on a futex; sem_post adds "
         "a token and makes a futex-wake system call only when the other thread sleeps. On Windows "
         "it is the same design on Windows' futex: an atomic count, WaitOnAddress to sleep and "
         "WakeByAddressSingle to wake (a kernel semaphore object would make every wait and release "
         "a system call, token or not). On macOS it is a dispatch_semaphore_t, which counts in "
         "user space and sleeps on a Mach semaphore. A hand-off to a thread that sleeps costs a "
         "kernel wake-up: a context switch when both threads share a core, or an inter-processor "
         "interrupt to wake another, possibly idle, core. Report 003's microseconds for "
         "sem_wait/sem_post are not this path: it ran on macOS, where every call on a sem_open "
         "semaphore is a system call, token or not. As a lock (report 003's "
         "semaphore figure) a semaphore with one token is taken and given back. A sleeping thread "
         "uses no CPU. thread.std-semaphore is the same exchange with C++20's "
         "std::counting_semaphore, which spins and yields before it sleeps.")},
    {"dispatch_semaphore_t",
     IPCLAB_TR_NOOP("ipclab::CoreText", "Threads: the OS's semaphore (dispatch_semaphore_t)"),
     IPCLAB_TR_NOOP(
         "ipclab::CoreText",
         "Two threads of one process share a one-message buffer per direction with two semaphores: "
         "'empty' (the sender waits for the buffer to be free) and 'full' (the receiver waits for "
         "a message); the message is copied in and out with memcpy. The semaphores are the "
         "platform's blocking one, here dispatch_semaphore_t, and a wait that finds no token goes "
         "to sleep in the kernel at once, without spinning first ('block' is exactly what "
         "happens). On Linux that is an unnamed POSIX semaphore (sem_init): sem_wait takes a token "
         "with one atomic operation in user space and, with none, sleeps on a futex; sem_post adds "
         "a token and makes a futex-wake system call only when the other thread sleeps. On Windows "
         "it is the same design on Windows' futex: an atomic count, WaitOnAddress to sleep and "
         "WakeByAddressSingle to wake (a kernel semaphore object would make every wait and release "
         "a system call, token or not). On macOS it is a dispatch_semaphore_t, which counts in "
         "user space and sleeps on a Mach semaphore. A hand-off to a thread that sleeps costs a "
         "kernel wake-up: a context switch when both threads share a core, or an inter-processor "
         "interrupt to wake another, possibly idle, core. Report 003's microseconds for "
         "sem_wait/sem_post are not this path: it ran on macOS, where every call on a sem_open "
         "semaphore is a system call, token or not. As a lock (report 003's "
         "semaphore figure) a semaphore with one token is taken and given back. A sleeping thread "
         "uses no CPU. thread.std-semaphore is the same exchange with C++20's "
         "std::counting_semaphore, which spins and yields before it sleeps.")},
    {"atomic count + WaitOnAddress",
     IPCLAB_TR_NOOP("ipclab::CoreText",
                    "Threads: the OS's semaphore (atomic count + WaitOnAddress)"),
     IPCLAB_TR_NOOP(
         "ipclab::CoreText",
         "Two threads of one process share a one-message buffer per direction with two semaphores: "
         "'empty' (the sender waits for the buffer to be free) and 'full' (the receiver waits for "
         "a message); the message is copied in and out with memcpy. The semaphores are the "
         "platform's blocking one, here atomic count + WaitOnAddress, and a wait that finds no "
         "token goes to sleep in the kernel at once, without spinning first ('block' is exactly "
         "what happens). On Linux that is an unnamed POSIX semaphore (sem_init): sem_wait takes a "
         "token with one atomic operation in user space and, with none, sleeps on a futex; "
         "sem_post adds a token and makes a futex-wake system call only when the other thread "
         "sleeps. On Windows it is the same design on Windows' futex: an atomic count, "
         "WaitOnAddress to sleep and WakeByAddressSingle to wake (a kernel semaphore object would "
         "make every wait and release a system call, token or not). On macOS it is a "
         "dispatch_semaphore_t, which counts in user space and sleeps on a Mach semaphore. A "
         "hand-off to a thread that sleeps costs a kernel wake-up: a context switch when both "
         "threads share a core, or an inter-processor interrupt to wake another, possibly idle, "
         "core. Report 003's microseconds for sem_wait/sem_post are not this path: it ran on "
         "macOS, where every call on a sem_open semaphore is a system call, token or not. As a "
         "lock (report 003's semaphore figure) a semaphore with one token is "
         "taken and given back. A sleeping thread uses no CPU. thread.std-semaphore is the same "
         "exchange with C++20's std::counting_semaphore, which spins and yields before it "
         "sleeps.")},
};

/// The texts of `primitive`; when platform/ names one this table lacks, the title says the
/// primitive and the explanation is empty, which the test
/// Cli.ListJsonIsValidAndNamesEveryFirstMechanism rejects.
inline PrimitiveTexts primitiveTexts(std::span<const PrimitiveTexts> texts,
                                     std::string_view primitive) {
    for (const PrimitiveTexts& entry : texts) {
        if (primitive == entry.primitive) {
            return entry;
        }
    }
    return {"", "", ""};
}

}  // namespace ipclab::mechanisms
