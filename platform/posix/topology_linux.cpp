// Linux: the kernel publishes the topology in sysfs (Documentation/admin-guide/cputopology.rst).
#include "ipclab/platform/topology.hpp"

namespace ipclab::platform {

Expected<CpuTopology> readCpuTopology() {
    return readSysfsCpuTopology("/sys");
}

}  // namespace ipclab::platform
