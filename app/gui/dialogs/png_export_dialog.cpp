#include "gui/dialogs/png_export_dialog.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ipclab::app {
namespace {

constexpr int kDpiRole = Qt::UserRole + 1;

}  // namespace

PngExportDialog::PngExportDialog(QSize size, int dpi, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export PNG"));
    m_preset = new QComboBox;
    m_preset->addItem(tr("Custom"), QSize());
    const auto addPreset = [this](const QString& name, QSize presetSize, int presetDpi) {
        m_preset->addItem(name, presetSize);
        m_preset->setItemData(m_preset->count() - 1, presetDpi, kDpiRole);
    };
    addPreset(tr("Slide (1920 \u00D7 1080, 144 DPI)"), QSize(1920, 1080), 144);
    addPreset(tr("Report page (1600 \u00D7 1000, 200 DPI)"), QSize(1600, 1000), 200);
    addPreset(tr("Screen (1200 \u00D7 750, 96 DPI)"), QSize(1200, 750), 96);
    m_width = new QSpinBox;
    m_width->setObjectName(QStringLiteral("pngWidth"));
    m_width->setRange(200, 10000);
    m_width->setSuffix(QStringLiteral(" px"));
    m_width->setValue(size.width());
    m_height = new QSpinBox;
    m_height->setObjectName(QStringLiteral("pngHeight"));
    m_height->setRange(150, 10000);
    m_height->setSuffix(QStringLiteral(" px"));
    m_height->setValue(size.height());
    m_dpi = new QSpinBox;
    m_dpi->setObjectName(QStringLiteral("pngDpi"));
    m_dpi->setRange(48, 600);
    m_dpi->setValue(dpi);
    m_dpi->setToolTip(
        tr("Higher DPI draws the same layout with more pixels per letter: "
           "sharper text for print"));
    auto* form = new QFormLayout;
    form->addRow(tr("Preset"), m_preset);
    form->addRow(tr("Width"), m_width);
    form->addRow(tr("Height"), m_height);
    form->addRow(tr("Resolution (DPI)"), m_dpi);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        const QSize chosen = m_preset->itemData(index).toSize();
        if (chosen.isValid()) {
            m_width->setValue(chosen.width());
            m_height->setValue(chosen.height());
            m_dpi->setValue(m_preset->itemData(index, kDpiRole).toInt());
        }
    });
    // The preset the offered figures are, or Custom: edited by hand, they are Custom again.
    const auto showMatchingPreset = [this] {
        int matching = 0;
        for (int i = 1; i < m_preset->count(); ++i) {
            if (m_preset->itemData(i).toSize() == this->imageSize() &&
                m_preset->itemData(i, kDpiRole).toInt() == this->dpi()) {
                matching = i;
            }
        }
        m_preset->setCurrentIndex(matching);
    };
    showMatchingPreset();
    for (QSpinBox* box : {m_width, m_height, m_dpi}) {
        connect(box, &QSpinBox::valueChanged, this, showMatchingPreset);
    }
}

QSize PngExportDialog::imageSize() const {
    return {m_width->value(), m_height->value()};
}

int PngExportDialog::dpi() const {
    return m_dpi->value();
}

}  // namespace ipclab::app
