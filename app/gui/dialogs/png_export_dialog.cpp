#include "gui/dialogs/png_export_dialog.hpp"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ipclab::app {

PngExportDialog::PngExportDialog(QSize size, int dpi, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export PNG"));
    m_preset = new QComboBox;
    m_preset->addItem(tr("Custom"), QSize());
    m_preset->addItem(tr("Slide (1920 \u00D7 1080, 144 DPI)"), QSize(1920, 1080));
    m_preset->addItem(tr("Report page (1600 \u00D7 1000, 200 DPI)"), QSize(1600, 1000));
    m_preset->addItem(tr("Screen (1200 \u00D7 750, 96 DPI)"), QSize(1200, 750));
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
            m_dpi->setValue(index == 1 ? 144 : index == 2 ? 200 : 96);
        }
    });
}

QSize PngExportDialog::imageSize() const {
    return {m_width->value(), m_height->value()};
}

int PngExportDialog::dpi() const {
    return m_dpi->value();
}

}  // namespace ipclab::app
