#pragma once
/// Factories of the built-in mechanisms, one per file in this folder.
#include <memory>

#include "ipclab/mechanism.hpp"

namespace ipclab::mechanisms {

std::unique_ptr<Mechanism> makeThreadMutex();
std::unique_ptr<Mechanism> makePipe();
std::unique_ptr<Mechanism> makeTcp();

}  // namespace ipclab::mechanisms
